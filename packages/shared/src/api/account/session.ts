/** Logging in and out (section 3 of the account specification). */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import {
  loginRequest,
  loginValue,
  loginVerificationRequest,
  logoutAllValue,
  telegramLoginRequest,
} from '../../contracts/account.js';

/** The RSA modulus the encrypted bodies' keys are sent under, as plain-text hex. */
export const rsaKey = endpoint({
  method: 'GET',
  path: '/wps/session/key/rsa',
  auth: 'none',
  value: z.string(),
  wire: { merchant: 'optional', bare: true, raw: true },
});
export const login = endpoint({
  method: 'POST',
  path: '/wps/session/login',
  // Field clients' third-party login (field protocol 4): the body's type says which sign-in.
  aliases: ['/wps/session/login/3rd'],
  auth: 'visitor',
  body: loginRequest,
  value: loginValue,
  wire: { encrypted: true },
});
/** The same login with a plain JSON body, for clients that never encrypt. */
export const loginUnsecure = endpoint({
  method: 'POST',
  path: '/wps/session/login/unsecure',
  auth: 'visitor',
  body: loginRequest,
  value: loginValue,
});
export const loginVerification = endpoint({
  method: 'POST',
  path: '/wps/session/login/verification',
  auth: 'visitor',
  body: loginVerificationRequest,
  value: loginValue,
  wire: { encrypted: true },
});
export const loginTelegram = endpoint({
  method: 'POST',
  path: '/wps/session/login/telegram',
  auth: 'visitor',
  body: telegramLoginRequest,
  value: loginValue,
});
export const loginFreeplay = endpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: 'visitor',
  value: loginValue,
});
/** Ends the session of the token sent, if any; always answers true. */
export const logout = endpoint({
  method: 'DELETE',
  alsoMethods: ['POST'],
  path: '/wps/session/logout',
  auth: 'visitor',
  value: z.literal(true),
});
/**
 * The 2017 client's keep-alive (every 180 s): true while the session is alive, the login error
 * once it is not. Sessions have a fixed lifetime: a touch tells, it does not extend.
 */
export const touch = endpoint({
  method: 'GET',
  alsoMethods: ['POST'],
  path: '/wps/session/touch',
  auth: 'member:any',
  value: z.literal(true),
});
/** Ends every session of the member, this one included ("log out of all devices"). */
export const logoutAll = endpoint({
  method: 'DELETE',
  path: '/wps/session/logout/all',
  auth: 'member:any',
  value: logoutAllValue,
});
