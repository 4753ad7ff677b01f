// Builds apps/web/dist for the e2e tests and the benchmarks unless it is newer than its sources.
// CI runs it beside the static checks, where it takes no time from the tests; the e2e tier's
// global setup and the lighthouse benchmark then find it fresh and build nothing.
import { ensureWebBuild } from './harness.js';

ensureWebBuild();
