import { endpoint } from '../endpoint.js';
import {
  captchaQuery,
  captchaValue,
  codeSentValue,
  emailNoLoginRequest,
  geetestValue,
  outboxQuery,
  outboxValue,
  securityConfigValue,
  smsNoLoginRequest,
  smsRegisterRequest,
  smsSendRequest,
  totpCodeRequest,
  totpStartValue,
} from '../contracts/account.js';

/** Image captcha and Geetest's first step (section 5.4 of the field protocol). */
export const captchaApi = {
  /** A new image: base64 PNG in `value`, its id in the captchaId cookie. */
  image: endpoint({
    method: 'GET',
    path: '/wps/captcha',
    auth: 'visitor',
    query: captchaQuery,
    value: captchaValue,
  }),
  geetest: endpoint({
    method: 'GET',
    path: '/wps/captcha/geetest',
    auth: 'visitor',
    query: captchaQuery,
    value: geetestValue,
  }),
};

/** One-time codes by SMS and e-mail (section 7 of the account specification). */
export const verificationApi = {
  /** A login code to a number; the answer is the same whether the number has an account. */
  smsForLogin: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    auth: 'visitor',
    body: smsNoLoginRequest,
    value: codeSentValue,
  }),
  smsForRegistration: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/register',
    auth: 'visitor',
    body: smsRegisterRequest,
    value: codeSentValue,
  }),
  /**
   * The newer clients' one call for both codes: operationType REGISTER sends a registration code
   * (as /sms/register), LOGIN a login code (as /sms/noLogin, captcha included); same limits.
   */
  smsSend: endpoint({
    method: 'POST',
    path: '/wps/v2/verification/sms/send',
    auth: 'visitor',
    body: smsSendRequest,
    value: codeSentValue,
  }),
  emailForLogin: endpoint({
    method: 'POST',
    path: '/wps/verification/email/noLogin',
    auth: 'visitor',
    body: emailNoLoginRequest,
    value: codeSentValue,
  }),
  /** What was "sent" without a real SMS provider or SMTP; registered only where DEV_OUTBOX is on. */
  devOutbox: endpoint({
    method: 'GET',
    path: '/wps/dev/outbox',
    auth: 'visitor',
    query: outboxQuery,
    value: outboxValue,
  }),
};

/** The member's two-factor methods and authenticator enrolment (section 5). */
export const securityApi = {
  config: endpoint({
    method: 'GET',
    path: '/wps/v2/member/securityConfig',
    auth: 'member',
    value: securityConfigValue,
  }),
  /** Starts enrolment: the secret, its otpauth URI and a QR code of it. */
  startTotp: endpoint({
    method: 'POST',
    path: '/wps/v2/member/security/ga/start',
    auth: 'member',
    value: totpStartValue,
  }),
  confirmTotp: endpoint({
    method: 'POST',
    path: '/wps/v2/member/security/ga/confirm',
    auth: 'member',
    body: totpCodeRequest,
    value: securityConfigValue,
  }),
  disableTotp: endpoint({
    method: 'POST',
    path: '/wps/v2/member/security/ga/disable',
    auth: 'member',
    body: totpCodeRequest,
    value: securityConfigValue,
  }),
};
