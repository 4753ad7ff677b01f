// Every request's client info reads the cookie, so it is defined once at the edge (platform/http).
export { CAPTCHA_COOKIE, captchaIdOf } from '../../platform/http/client-info.js';
