/** Captcha: the images a client answers before a login, a registration or a code request. */
export type { CaptchaService } from './captcha.service.js';
