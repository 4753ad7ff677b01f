// The harness lives with the server's tests, which start the server as a process too.
export * from '../../apps/server/src/platform/testing/server-process.js';
