/** Captcha: the images a client answers before a login, a registration or a code request, and Geetest's first step. */
export { CaptchaRepository } from './captcha.repository.js';
export { CAPTCHA_TTL_MS, CaptchaService, type IssuedCaptcha } from './captcha.service.js';
export { CAPTCHA_COOKIE, captchaIdOf } from './captcha-cookie.js';
export { registerCaptchaRoutes } from './captcha.routes.js';
