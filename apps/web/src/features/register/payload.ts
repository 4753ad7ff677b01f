import {
  DEFAULT_PASSWORD,
  REGISTER_FORM_KEYS,
  memberApi,
  type RegisterRequest,
  type TelegramAuthData,
} from '@platform/shared';
import type { FirebaseSignIn } from '../auth';
import { CODE_KEY, CONFIRM_KEY, cleanValue, type FormField, type RegisterTab } from './field-rules';

export const REGISTER_CALLS = {
  username: memberApi.register,
  phone: memberApi.registerMobile,
} as const satisfies Record<RegisterTab, unknown>;

/** The registration call of a tab: both answer like a login. */
export type RegisterCall = (typeof REGISTER_CALLS)[RegisterTab];

/** Form keys sent under their own name in the registration payload. */
const PAYLOAD_KEYS = [...REGISTER_FORM_KEYS, 'captcha'] as const;
type PayloadKey = (typeof PAYLOAD_KEYS)[number];
const IS_PAYLOAD_KEY = new Set<string>(PAYLOAD_KEYS);

export interface RegisterContext {
  tab: RegisterTab;
  fields: readonly FormField[];
  values: Readonly<Record<string, string | undefined>>;
  /** Picked up from ?referralCode and kept in session storage until the form submits. */
  referralCode?: string | null;
  /** An affiliate code that came with the link or the domain and passed the check. */
  linkAffiliateCode?: string | null;
  telegramAuth?: TelegramAuthData | null;
  /** A Firebase sign-in from the bind dialog, bound to the new account. */
  firebase?: FirebaseSignIn | null;
  deviceId?: string | null;
  /** The page's address and host name: registerUrl and domain. */
  href: string;
  hostname: string;
}

export interface RegisterSubmission {
  call: RegisterCall;
  body: RegisterRequest;
  /** True when a phone registration carries no password and the default one stands in. */
  usesDefaultPassword: boolean;
}

/**
 * The payload of POST /wps/member/register(/mobile): the values of the fields shown, the codes
 * carried by the link, where and how the registration happened. rebateId is never sent.
 */
export function buildRegisterPayload(context: RegisterContext): RegisterSubmission {
  const body: RegisterRequest = {};
  const assign = (key: PayloadKey, value: string | null | undefined) => {
    if (value) (body as Record<string, unknown>)[key] = value;
  };
  for (const field of context.fields) {
    const value = cleanValue(field, context.values[field.key]);
    if (field.key === CONFIRM_KEY) {
      if (value) {
        body.verifyPwd = value;
        body.confirmPassword = value;
      }
    } else if (field.key === CODE_KEY) {
      if (value) body.verificationCode = value;
    } else if (IS_PAYLOAD_KEY.has(field.key)) {
      assign(field.key as PayloadKey, field.key === 'countryDialingCode' ? value.replace(/^\+/, '') : value);
    }
  }

  const hasPassword = context.fields.some((f) => f.key === 'password');
  const usesDefaultPassword = context.tab === 'phone' && !hasPassword;
  if (usesDefaultPassword) {
    body.password = DEFAULT_PASSWORD;
    body.verifyPwd = DEFAULT_PASSWORD;
    body.confirmPassword = DEFAULT_PASSWORD;
  }
  if (context.tab === 'phone' && body.mobileNum) body.mobileNo = body.mobileNum;

  // Codes carried by the link count even when the form shows no field for them.
  if (!body.affiliateCode && context.linkAffiliateCode) body.affiliateCode = context.linkAffiliateCode;
  if (!body.referralCode && context.referralCode) body.referralCode = context.referralCode;
  if (context.telegramAuth) body.telegramAuth = context.telegramAuth;
  if (context.firebase) {
    body.firebaseChannel2 = context.firebase.channel;
    body.firebaseIdToken2 = context.firebase.idToken;
  }
  if (context.deviceId) body.loginDeviceId = context.deviceId;
  body.registerMethod = 'WEB';
  body.registerUrl = context.href.slice(0, 2048);
  body.domain = context.hostname.slice(0, 253);
  body.agreed = true;
  return { call: REGISTER_CALLS[context.tab], body, usesDefaultPassword };
}
