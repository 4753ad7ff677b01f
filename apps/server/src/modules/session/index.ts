// Public entry of the session module: what other modules and the app use of it.
export type { SessionContext } from './session.service.js';
export { SessionReads } from './session-reads.js';
