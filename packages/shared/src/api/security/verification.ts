/** One-time codes by SMS and e-mail (section 7 of the account specification). */
import { endpoint } from '../../endpoint.js';
import {
  codeSentValue,
  emailNoLoginRequest,
  outboxQuery,
  outboxValue,
  smsNoLoginRequest,
  smsRegisterRequest,
  smsSendRequest,
} from '../../contracts/account.js';

/** A login code to a number; the answer is the same whether the number has an account. */
export const smsForLogin = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: 'visitor',
  body: smsNoLoginRequest,
  value: codeSentValue,
});
export const smsForRegistration = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: 'visitor',
  body: smsRegisterRequest,
  value: codeSentValue,
});
/**
 * The newer clients' one call for both codes: operationType REGISTER sends a registration code
 * (as /sms/register), LOGIN a login code (as /sms/noLogin, captcha included); same limits.
 */
export const smsSend = endpoint({
  method: 'POST',
  path: '/wps/v2/verification/sms/send',
  auth: 'visitor',
  body: smsSendRequest,
  value: codeSentValue,
});
export const emailForLogin = endpoint({
  method: 'POST',
  path: '/wps/verification/email/noLogin',
  auth: 'visitor',
  body: emailNoLoginRequest,
  value: codeSentValue,
});
/** What was "sent" without a real SMS provider or SMTP; registered only where DEV_OUTBOX is on. */
export const devOutbox = endpoint({
  method: 'GET',
  path: '/wps/dev/outbox',
  auth: 'visitor',
  query: outboxQuery,
  value: outboxValue,
});
