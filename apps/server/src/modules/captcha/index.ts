// Public entry of the captcha module: image captchas and Geetest's first step.
export { CaptchaRepository } from './captcha.repository.js';
export { CAPTCHA_TTL_MS, CaptchaService, type IssuedCaptcha } from './captcha.service.js';
export { CAPTCHA_COOKIE, captchaIdOf } from './captcha-cookie.js';
export { registerCaptchaRoutes } from './captcha.routes.js';
