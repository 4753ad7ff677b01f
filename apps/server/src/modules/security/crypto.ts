// The primitives live in platform/crypto.ts, where every module may use them; this re-export
// serves the importers outside this module until they import platform/crypto.js.
export * from '../../platform/crypto.js';
