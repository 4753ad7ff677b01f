// Builds apps/web/dist for the e2e tests and the benchmarks unless it is newer than its sources.
// CI runs it beside the static checks, so that neither the e2e tier nor the benchmarks running
// alongside it build at the same time (two builds into one folder would race).
import { ensureWebBuild } from './harness.js';

ensureWebBuild();
