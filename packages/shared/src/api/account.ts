export * as sessionApi from './account/session.js';
export * as memberApi from './account/member.js';
