export * as legacySiteApi from './legacy-site/legacy-site.js';
export * as securityQuestionApi from './legacy-site/security-question.js';
