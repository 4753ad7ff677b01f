import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  affiliateQuery,
  usernameCheckQuery,
  affiliateValue,
  chatAuthKeyValue,
  forgotByEmailRequest,
  forgotBySmsRequest,
  forgotValue,
  loginRequest,
  loginValue,
  loginVerificationRequest,
  logoutAllValue,
  memberIconRequest,
  memberIconValue,
  playerAvatarValue,
  memberInfoValue,
  memberLanguageRequest,
  memberLanguageValue,
  passwordChangeRequest,
  passwordChangeValue,
  rankProgressValue,
  registerRequest,
  registerValue,
  resetByCodeRequest,
  telegramLoginRequest,
} from '../contracts/account.js';

/** Logging in and out (section 3 of the account specification). */
export const sessionApi = {
  /** The RSA modulus the encrypted bodies' keys are sent under, as plain-text hex. */
  rsaKey: endpoint({
    method: 'GET',
    path: '/wps/session/key/rsa',
    auth: 'none',
    value: z.string(),
    wire: { merchant: 'optional', bare: true, raw: true },
  }),
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    auth: 'visitor',
    body: loginRequest,
    value: loginValue,
    wire: { encrypted: true },
  }),
  /** The same login with a plain JSON body, for clients that never encrypt. */
  loginUnsecure: endpoint({
    method: 'POST',
    path: '/wps/session/login/unsecure',
    auth: 'visitor',
    body: loginRequest,
    value: loginValue,
  }),
  loginVerification: endpoint({
    method: 'POST',
    path: '/wps/session/login/verification',
    auth: 'visitor',
    body: loginVerificationRequest,
    value: loginValue,
    wire: { encrypted: true },
  }),
  loginTelegram: endpoint({
    method: 'POST',
    path: '/wps/session/login/telegram',
    auth: 'visitor',
    body: telegramLoginRequest,
    value: loginValue,
  }),
  loginFreeplay: endpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    auth: 'visitor',
    value: loginValue,
  }),
  /** Ends the session of the token sent, if any; always answers true. */
  logout: endpoint({
    method: 'DELETE',
    alsoMethods: ['POST'],
    path: '/wps/session/logout',
    auth: 'visitor',
    value: z.literal(true),
  }),
  /**
   * The 2017 client's keep-alive (every 180 s): true while the session is alive, the login error
   * once it is not. Sessions have a fixed lifetime: a touch tells, it does not extend.
   */
  touch: endpoint({
    method: 'GET',
    alsoMethods: ['POST'],
    path: '/wps/session/touch',
    auth: 'member:any',
    value: z.literal(true),
  }),
  /** Ends every session of the member, this one included ("log out of all devices"). */
  logoutAll: endpoint({
    method: 'DELETE',
    path: '/wps/session/logout/all',
    auth: 'member:any',
    value: logoutAllValue,
  }),
};

/** The member's own account: info, registration, passwords (sections 3 to 5). */
export const memberApi = {
  info: endpoint({ method: 'GET', path: '/wps/member/info', auth: 'member', value: memberInfoValue }),
  icon: endpoint({ method: 'GET', path: '/wps/member/info/icon', auth: 'member', value: memberIconValue }),
  /** The current clients' avatar relay: the chosen picture of the site's set (avatarType PRESET). */
  avatar: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    auth: 'member',
    value: playerAvatarValue,
  }),
  setIcon: endpoint({
    method: 'PUT',
    path: '/wps/member/info/icon',
    auth: 'member',
    body: memberIconRequest,
    value: memberIconValue,
  }),
  setLanguage: endpoint({
    method: 'PUT',
    path: '/wps/member/language',
    auth: 'member',
    body: memberLanguageRequest,
    value: memberLanguageValue,
  }),
  register: endpoint({
    method: 'POST',
    alsoMethods: ['PUT'],
    path: '/wps/member/register',
    auth: 'visitor',
    body: registerRequest,
    value: registerValue,
    wire: { encrypted: true },
  }),
  registerMobile: endpoint({
    method: 'POST',
    alsoMethods: ['PUT'],
    path: '/wps/member/register/mobile',
    auth: 'visitor',
    body: registerRequest,
    value: registerValue,
    wire: { encrypted: true },
  }),
  registerAutoUsername: endpoint({
    method: 'POST',
    alsoMethods: ['PUT'],
    path: '/wps/member/register/autoUsername',
    auth: 'visitor',
    body: registerRequest,
    value: registerValue,
    wire: { encrypted: true },
  }),
  /** true while the name is free; username.exists (success false) once it is taken. */
  checkUsername: endpoint({
    method: 'GET',
    path: '/wps/check/username',
    auth: 'visitor',
    query: usernameCheckQuery,
    value: z.literal(true),
  }),
  affiliate: endpoint({
    method: 'GET',
    path: '/wps/agent/affiliate',
    auth: 'visitor',
    query: affiliateQuery,
    value: affiliateValue,
  }),
  /** The one call a session held to the password change may make (besides logging out). */
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    auth: 'member:any',
    body: passwordChangeRequest,
    value: passwordChangeValue,
    wire: { encrypted: true },
  }),
  forgotByEmail: endpoint({
    method: 'POST',
    path: '/wps/member/password/email',
    auth: 'visitor',
    body: forgotByEmailRequest,
    value: forgotValue,
    wire: { body: 'form' },
  }),
  forgotBySms: endpoint({
    method: 'POST',
    path: '/wps/member/password/sms',
    auth: 'visitor',
    body: forgotBySmsRequest,
    value: forgotValue,
  }),
  /** The reset code sets a new password ("set password by phone" in field clients, encrypted). */
  resetByCode: endpoint({
    method: 'POST',
    path: '/wps/member/password/verification',
    auth: 'visitor',
    body: resetByCodeRequest,
    value: passwordChangeValue,
    wire: { encrypted: true },
  }),
  rankProgress: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    auth: 'member',
    value: rankProgressValue,
  }),
  chatAuthKey: endpoint({
    method: 'POST',
    path: '/wps/relay/WPSCORE_saveMemberInfoByAuthKey',
    auth: 'member',
    value: chatAuthKeyValue,
  }),
};
