/** The member's own account: info, registration, passwords (sections 3 to 5). */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import {
  affiliateQuery,
  usernameCheckQuery,
  affiliateValue,
  chatAuthKeyValue,
  forgotByEmailRequest,
  forgotBySmsRequest,
  forgotValue,
  memberIconRequest,
  memberIconValue,
  playerAvatarValue,
  memberInfoValue,
  memberProfileRequest,
  memberLanguageRequest,
  memberLanguageValue,
  passwordChangeRequest,
  passwordChangeValue,
  rankProgressValue,
  registerRequest,
  registerValue,
  resetByCodeRequest,
} from '../../contracts/account.js';

export const info = endpoint({
  method: 'GET',
  path: '/wps/member/info',
  auth: 'member',
  value: memberInfoValue,
});
/** The field's profile update: the fields it may change, answered with the member info. */
export const updateProfile = endpoint({
  method: 'POST',
  path: '/wps/member/info',
  auth: 'member',
  body: memberProfileRequest,
  value: memberInfoValue,
});
export const icon = endpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: 'member',
  value: memberIconValue,
});
/** The current clients' avatar relay: the chosen picture of the site's set (avatarType PRESET). */
export const avatar = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  auth: 'member',
  value: playerAvatarValue,
});
export const setIcon = endpoint({
  method: 'PUT',
  path: '/wps/member/info/icon',
  auth: 'member',
  body: memberIconRequest,
  value: memberIconValue,
});
export const setLanguage = endpoint({
  method: 'PUT',
  path: '/wps/member/language',
  auth: 'member',
  body: memberLanguageRequest,
  value: memberLanguageValue,
});
export const register = endpoint({
  method: 'POST',
  alsoMethods: ['PUT'],
  path: '/wps/member/register',
  auth: 'visitor',
  body: registerRequest,
  value: registerValue,
  wire: { encrypted: true },
});
export const registerMobile = endpoint({
  method: 'POST',
  alsoMethods: ['PUT'],
  path: '/wps/member/register/mobile',
  auth: 'visitor',
  body: registerRequest,
  value: registerValue,
  wire: { encrypted: true },
});
export const registerAutoUsername = endpoint({
  method: 'POST',
  alsoMethods: ['PUT'],
  path: '/wps/member/register/autoUsername',
  auth: 'visitor',
  body: registerRequest,
  value: registerValue,
  wire: { encrypted: true },
});
/** true while the name is free; username.exists (success false) once it is taken. */
export const checkUsername = endpoint({
  method: 'GET',
  path: '/wps/check/username',
  auth: 'visitor',
  query: usernameCheckQuery,
  value: z.literal(true),
});
export const affiliate = endpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: 'visitor',
  query: affiliateQuery,
  value: affiliateValue,
});
/** The one call a session held to the password change may make (besides logging out). */
export const changePassword = endpoint({
  method: 'POST',
  path: '/wps/member/password',
  auth: 'member:any',
  body: passwordChangeRequest,
  value: passwordChangeValue,
  wire: { encrypted: true },
});
export const forgotByEmail = endpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  auth: 'visitor',
  body: forgotByEmailRequest,
  value: forgotValue,
  wire: { body: 'form' },
});
export const forgotBySms = endpoint({
  method: 'POST',
  path: '/wps/member/password/sms',
  auth: 'visitor',
  body: forgotBySmsRequest,
  value: forgotValue,
});
/** The reset code sets a new password ("set password by phone" in field clients, encrypted). */
export const resetByCode = endpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: 'visitor',
  body: resetByCodeRequest,
  value: passwordChangeValue,
  wire: { encrypted: true },
});
export const rankProgress = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  auth: 'member',
  value: rankProgressValue,
});
export const chatAuthKey = endpoint({
  method: 'POST',
  path: '/wps/relay/WPSCORE_saveMemberInfoByAuthKey',
  auth: 'member',
  value: chatAuthKeyValue,
});
