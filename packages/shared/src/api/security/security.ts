/** The member's two-factor methods and authenticator enrolment (section 5). */
import { endpoint } from '../../endpoint.js';
import { securityConfigValue, totpCodeRequest, totpStartValue } from '../../contracts/account.js';

export const config = endpoint({
  method: 'GET',
  path: '/wps/v2/member/securityConfig',
  auth: 'member',
  value: securityConfigValue,
});
/** Starts enrolment: the secret, its otpauth URI and a QR code of it. */
export const startTotp = endpoint({
  method: 'POST',
  path: '/wps/v2/member/security/ga/start',
  auth: 'member',
  value: totpStartValue,
});
export const confirmTotp = endpoint({
  method: 'POST',
  path: '/wps/v2/member/security/ga/confirm',
  auth: 'member',
  body: totpCodeRequest,
  value: securityConfigValue,
});
export const disableTotp = endpoint({
  method: 'POST',
  path: '/wps/v2/member/security/ga/disable',
  auth: 'member',
  body: totpCodeRequest,
  value: securityConfigValue,
});
