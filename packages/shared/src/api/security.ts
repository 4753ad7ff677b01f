export * as captchaApi from './security/captcha.js';
export * as verificationApi from './security/verification.js';
export * as securityApi from './security/security.js';
