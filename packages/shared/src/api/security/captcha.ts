/** Image captcha and Geetest's first step (section 5.4 of the field protocol). */
import { endpoint } from '../../endpoint.js';
import { captchaQuery, captchaValue, geetestValue } from '../../contracts/account.js';

/** A new image: base64 PNG in `value`, its id in the captchaId cookie. */
export const image = endpoint({
  method: 'GET',
  path: '/wps/captcha',
  auth: 'visitor',
  query: captchaQuery,
  value: captchaValue,
});
export const geetest = endpoint({
  method: 'GET',
  path: '/wps/captcha/geetest',
  auth: 'visitor',
  query: captchaQuery,
  value: geetestValue,
});
