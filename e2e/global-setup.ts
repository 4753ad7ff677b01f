import { assertChromium, ensureDatabaseTemplate, ensureWebBuild } from './harness.js';

/**
 * Builds the web app and the migrated database template once, before the test files start:
 * files run two at a time, and two of them building the same output at once would race.
 */
export default async function setup(): Promise<void> {
  assertChromium();
  ensureWebBuild();
  await ensureDatabaseTemplate();
}
