import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import { SHIPPED_LANGUAGES } from '../languages.js';

/**
 * Request and response shapes of the account area: login (all ways), two-factor, registration,
 * passwords, captcha, verification codes and member info.
 * Requests are bounded here; the rules with message keys are enforced by the server.
 */

/** Field rules of spec sections 5 and 9 that hold when the merchant configures nothing else. */
export const ACCOUNT_RULES = {
  username: { min: 6, max: 13, pattern: '^[A-Za-z0-9]+$' },
  password: { min: 6, max: 16 },
  mobile: { min: 10, max: 16, pattern: '^[0-9]+$' },
  countryDialingCode: { min: 1, max: 3, pattern: '^[0-9]+$' },
  verificationCode: { min: 1, max: 10 },
  email: { min: 5, max: 254, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' },
} as const;

/** Codes sent by SMS or e-mail: six digits. */
export const VERIFICATION_CODE_LENGTH = 6;
/** Minutes an SMS or e-mail code stays valid unless the merchant sets otherwise. */
export const DEFAULT_CODE_EXPIRED_MINUTES = 5;
/** A new code for the same recipient may be asked for after this many seconds. */
export const CODE_RESEND_SECONDS = 60;
/** Failed logins (per username or per address) after which a captcha is demanded. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 3;

/**
 * The well-known password of a phone registration that carries none. An account
 * holding it must change it; the password change then sends it as the old password.
 */
export const DEFAULT_PASSWORD = 'a123456';

/** isAgent values of trial and demo accounts. */
export const TRIAL_ACCOUNT_TYPES: readonly number[] = [4, 40, 41, 42];

export const LOGIN_TYPES = ['username', 'sms', 'mobileNum', 'firebase'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Two-factor methods: e-mail code, authenticator (Google) app, SMS code, payee name. */
export const TWO_FACTOR_METHODS = ['E', 'G', 'S', 'P'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

export const FIREBASE_CHANNELS = ['google', 'facebook', 'twitter', 'line', 'phone'] as const;

/** Clients send numbers and strings interchangeably for digits-only fields, and null for empty ones. */
const text = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z.string().max(max).nullish(),
  );

// ---- Telegram ---------------------------------------------------------------------------------

const telegramValue = lazySchema(() => z.union([z.string().max(1024), z.number(), z.boolean()]));

/**
 * What the Telegram login widget hands the page. Every field it sends takes part in the hash,
 * so unknown fields are kept rather than stripped; a JSON string of the same object is accepted too.
 */
export const telegramAuthData = lazySchema(() =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z
      .object({
        id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]),
        auth_date: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,12}$/)]),
        hash: z.string().regex(/^[0-9a-fA-F]{64}$/),
      })
      .catchall(telegramValue)
      .refine((data) => Object.keys(data).length <= 16, 'too many fields'),
  ),
);
export type TelegramAuthData = z.infer<typeof telegramAuthData>;

// ---- Login -------------------------------------------------------------------------------------

export const loginRequest = lazySchema(() =>
  z.object({
    type: z.enum(LOGIN_TYPES).nullish(),
    username: text(64),
    password: text(128),
    captcha: text(16),
    mobileNum: text(32),
    mobileNo: text(32),
    countryDialingCode: text(8),
    verificationCode: text(16),
    firebaseChannel: text(32),
    firebaseIdToken: text(4096),
    firebaseMobileNo: text(32),
    /** Binds a Telegram sign-in to the account logging in (the bind dialog's "existing account"). */
    telegramAuth: telegramAuthData.nullish(),
    /** The device's persisted id (field clients' SHELL_deviceId), as on registration. */
    loginDeviceId: text(64),
  }),
);
export type LoginRequest = z.infer<typeof loginRequest>;

export const maskedProfile = lazySchema(() =>
  z.object({ mobileNo: z.string().nullable(), email: z.string().nullable() }),
);

export const loginValue = lazySchema(() =>
  z.object({
    token: z.string(),
    id: z.number(),
    customerId: z.number(),
    account: z.string(),
    userName: z.string(),
    username: z.string(),
    customerName: z.string(),
    nickname: z.string().nullable(),
    customerType: z.number(),
    isAgent: z.number(),
    toUpline: z.number(),
    merchantCode: z.string(),
    /** The member's own language (session value hisLang). */
    hisLang: z.string(),
    source: z.string(),
    firstTimeLogin: z.boolean(),
    /** True when the session may only change the password until it does. */
    passwordExpired: z.boolean(),
    captcha: z.boolean(),
    profile: maskedProfile,
    expiresAt: z.number(),
  }),
);
export type LoginValue = z.infer<typeof loginValue>;

/** value of a failed login: captcha true once the next attempt must carry one. */
export const loginFailureValue = lazySchema(() => z.object({ captcha: z.boolean() }));

export const twoFactorRequirement = lazySchema(() =>
  z.object({
    payeeName: z.boolean(),
    sms: z.boolean(),
    ga: z.boolean(),
    email: z.boolean(),
  }),
);
export type TwoFactorRequirement = z.infer<typeof twoFactorRequirement>;

/** value of login_verify_required: the required methods and a ticket for /login/verification. */
export const loginVerifyRequiredValue = lazySchema(() =>
  twoFactorRequirement.extend({
    userName: z.string(),
    ticket: z.string(),
    expiresIn: z.number(),
  }),
);

export const loginVerificationRequest = lazySchema(() =>
  z.object({
    username: text(64),
    password: text(128),
    /** From login_verify_required; stands in for the password (SMS, Telegram and Firebase logins have none). */
    ticket: text(128),
    method: z.enum(TWO_FACTOR_METHODS),
    email: text(254),
    authCode: text(16),
    mobileNum: text(32),
    verificationCode: text(16),
    payeeName: text(80),
    firebaseIdToken: text(4096),
    /** Needed only on the password path after repeated failures, as for login. */
    captcha: text(16),
  }),
);
export type LoginVerificationRequest = z.infer<typeof loginVerificationRequest>;

/** value of bind_customer_required: whether "register new" may be offered. */
export const bindRequiredValue = lazySchema(() =>
  z.object({
    provider: z.enum(['telegram', 'firebase']),
    autoCreate: z.boolean(),
    manualRegister: z.boolean(),
  }),
);

export const telegramLoginRequest = lazySchema(() =>
  z.object({
    registerUrl: text(2048),
    affiliateCode: text(32),
    domain: text(253),
    referralCode: text(32),
    telegramAuth: telegramAuthData,
  }),
);

export const telegramSettingValue = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    botId: z.string().nullable(),
    authDomain: z.string().nullable(),
  }),
);

// ---- Firebase ---------------------------------------------------------------------------------

/** Firebase sign-in channels that open the provider's window in the browser (phone needs reCAPTCHA and SMS). */
export const FIREBASE_POPUP_CHANNELS = ['google', 'facebook', 'twitter', 'line'] as const;
export type FirebasePopupChannel = (typeof FIREBASE_POPUP_CHANNELS)[number];

/** The whitelabel flag that switches each Firebase channel on. */
export const FIREBASE_CHANNEL_FLAGS: Record<(typeof FIREBASE_CHANNELS)[number], string> = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
  twitter: 'TWITTERLOGIN3',
  line: 'LINELOGIN3',
  phone: 'MOBILELOGIN3',
};

/** The Firebase project's browser configuration; these values are public by Firebase's design. */
export const firebaseWebConfig = lazySchema(() =>
  z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    appId: z.string(),
  }),
);
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfig>;

/** GET /wps/system/setting/firebase: enabled only with a configured project and a channel switched on. */
export const firebaseSettingValue = lazySchema(() =>
  z.object({
    enabled: z.boolean(),
    channels: z.array(z.enum(FIREBASE_POPUP_CHANNELS)),
    config: firebaseWebConfig.nullable(),
  }),
);
export type FirebaseSetting = z.infer<typeof firebaseSettingValue>;

export const logoutAllValue = lazySchema(() => z.object({ revoked: z.boolean() }));

// ---- Registration ------------------------------------------------------------------------------

export const registerRequest = lazySchema(() =>
  z.object({
    username: text(64),
    password: text(128),
    verifyPwd: text(128),
    confirmPassword: text(128),
    payeeName: text(255),
    paymentPassword: text(128),
    mobileNum: text(32),
    mobileNo: text(32),
    /** What field clients call the number on `register/mobile`. */
    mobile: text(32),
    countryDialingCode: text(8),
    qqNum: text(255),
    email: text(255),
    line: text(255),
    rebateId: text(255),
    facebook: text(255),
    whatsapp: text(255),
    idNumber: text(255),
    nickname: text(255),
    recommenderId: text(255),
    captcha: text(16),
    verificationCode: text(255),
    affiliateCode: text(32),
    referralCode: text(32),
    registerMethod: text(16),
    registerUrl: text(2048),
    domain: text(253),
    linkId: text(64),
    loginDeviceId: text(64),
    telegramAuth: telegramAuthData.nullish(),
    firebaseChannel2: text(32),
    firebaseIdToken2: text(4096),
    smsTemplate: text(64),
    /** true for auto-register; every registration answers a logged-in session either way. */
    login: z.boolean().nullish(),
    /** The terms box; absent counts as ticked (it is ticked by default). */
    agreed: z.boolean().nullish(),
  }),
);
export type RegisterRequest = z.infer<typeof registerRequest>;

/**
 * The registration form's fields that each merchant's field settings govern (shown, required,
 * length and pattern): the web sends them under these names and the server checks them.
 */
export const REGISTER_FORM_KEYS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'mobileNum',
  'countryDialingCode',
  'qqNum',
  'email',
  'line',
  'facebook',
  'whatsapp',
  'idNumber',
  'nickname',
  'recommenderId',
  'affiliateCode',
  'referralCode',
] as const satisfies ReadonlyArray<keyof RegisterRequest>;
export type RegisterFormKey = (typeof REGISTER_FORM_KEYS)[number];

/** Registration answers like a login so the client is logged in at once. */
export const registerValue = loginValue;

export const affiliateQuery = lazySchema(() => z.object({ code: text(32), domain: text(253) }));

/** GET /wps/check/username: whether a name is still free at the merchant (field clients ask before registering). */
export const usernameCheckQuery = lazySchema(() => z.object({ username: text(64) }));
export const affiliateValue = lazySchema(() =>
  z.object({ affiliateCode: z.string().nullable(), valid: z.boolean() }),
);

// ---- Captcha and verification codes -------------------------------------------------------------

export const captchaQuery = lazySchema(() => z.object({ t: text(20) }));
/** Base64 of a PNG image (no data: prefix); the code's id travels in the captchaId cookie. */
export const captchaValue = lazySchema(() => z.string());

export const geetestValue = lazySchema(() =>
  z.object({
    gt: z.string(),
    challenge: z.string(),
    newCaptcha: z.boolean(),
    success: z.union([z.literal(0), z.literal(1)]),
  }),
);

export const smsNoLoginRequest = lazySchema(() =>
  z.object({
    mobileNum: text(32),
    countryDialingCode: text(8),
    captcha: text(16),
  }),
);
export const smsRegisterRequest = lazySchema(() =>
  z.object({ countryDialingCode: text(8), mobileNo: text(32) }),
);
/** What a code asked for through POST /wps/v2/verification/sms/send is for (any letter case). */
export const SMS_OPERATION_TYPES = ['REGISTER', 'LOGIN'] as const;
export const smsSendRequest = lazySchema(() =>
  z.object({
    mobileNum: text(32),
    countryDialingCode: text(8),
    operationType: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.enum(SMS_OPERATION_TYPES),
    ),
    /** Needed for a login code, as on /wps/verification/sms/noLogin. */
    captcha: text(16),
  }),
);
export const emailNoLoginRequest = lazySchema(() => z.object({ email: text(254), captcha: text(16) }));
export const codeSentValue = lazySchema(() =>
  z.object({ expiredMinutes: z.number(), resendSeconds: z.number() }),
);

export const pageQuery = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    size: z.coerce.number().int().min(1).max(50).default(10),
  }),
);

export const outboxQuery = lazySchema(() => pageQuery.extend({ mobile: text(32), email: text(254) }));
export const outboxMessage = lazySchema(() =>
  z.object({
    id: z.number(),
    channel: z.enum(['sms', 'email']),
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    createdAt: z.number(),
  }),
);
export const outboxValue = lazySchema(() =>
  z.object({
    list: z.array(outboxMessage),
    page: z.number(),
    size: z.number(),
    total: z.number(),
  }),
);

// ---- Passwords ---------------------------------------------------------------------------------

export const passwordChangeRequest = lazySchema(() =>
  z.object({
    oldPassword: text(128),
    newPassword: text(128),
    confirmNewPassword: text(128),
  }),
);
export const passwordChangeValue = lazySchema(() => z.object({ changed: z.boolean() }));

/**
 * Forgot password: a reset code goes to the account's bound address. The image captcha of
 * GET /wps/captcha (captchaId cookie) is required, as for an SMS login code.
 */
export const forgotByEmailRequest = lazySchema(() =>
  z.object({ username: text(64), email: text(254), captcha: text(16) }),
);
export const forgotBySmsRequest = lazySchema(() =>
  z.object({
    username: text(64),
    mobileNumber: text(32),
    captcha: text(16),
  }),
);
/**
 * The answer never says whether the account exists. expiredMinutes: how long the code lasts;
 * resendSeconds: how soon another may be asked for.
 */
export const forgotValue = lazySchema(() =>
  z.object({
    accepted: z.boolean(),
    expiredMinutes: z.number().nullable(),
    resendSeconds: z.number().optional(),
  }),
);

/**
 * The reset code sets a new password. mobileNumber or email names the channel the code came by;
 * without either, the account's bound number and e-mail are tried.
 */
export const resetByCodeRequest = lazySchema(() =>
  z.object({
    username: text(64),
    verificationCode: text(16),
    newPassword: text(128),
    confirmNewPassword: text(128),
    mobileNumber: text(32),
    email: text(254),
  }),
);

// ---- Two-factor --------------------------------------------------------------------------------

export const securityConfigValue = lazySchema(() =>
  twoFactorRequirement.extend({
    enrolment: z.object({ ga: z.enum(['NONE', 'PENDING', 'ENABLED']) }),
    bound: z.object({
      mobileNo: z.string().nullable(),
      email: z.string().nullable(),
      payeeName: z.boolean(),
    }),
  }),
);
export type SecurityConfig = z.infer<typeof securityConfigValue>;

export const totpStartValue = lazySchema(() =>
  z.object({
    secret: z.string(),
    otpauthUri: z.string(),
    /** PNG data URL of the otpauth URI for scanning. */
    qrCode: z.string(),
  }),
);
export const totpCodeRequest = lazySchema(() => z.object({ code: text(16) }));

// ---- Member ------------------------------------------------------------------------------------

export const clubLabel = lazySchema(() =>
  z.object({
    labelName: z.string(),
    labelId: z.number(),
    type: z.string(),
    color: z.string().nullable(),
    rankLevel: z.number(),
  }),
);

export const memberInfoValue = lazySchema(() =>
  z.object({
    id: z.number(),
    customerId: z.number(),
    /**
     * What the member may spend from the main wallet (balance less held), a decimal string in
     * major units like every balance on the wire ("1250.50"); read fresh on every call.
     */
    money: z.string(),
    account: z.string(),
    username: z.string(),
    nickname: z.string(),
    lastLogin: z.number().nullable(),
    type: z.number(),
    isAgent: z.number(),
    toUpline: z.number(),
    showLevel: z.boolean(),
    memberLabel: z.array(z.string()),
    clubLabel: clubLabel.nullable(),
    profile: maskedProfile,
    /** The same masked mobile and the registration time, where older clients read them. */
    mobile: z.string().nullable(),
    qq: z.string().nullable(),
    regDate: z.number(),
    /** The caller's own token, echoed (the 2017 client overwrites its stored token with it). */
    token: z.string(),
    icon: z.number(),
    language: z.string(),
    currency: z.string(),
    merchantCode: z.string(),
    referralCode: z.string().nullable(),
    affiliateCode: z.string().nullable(),
  }),
);
export type MemberInfo = z.infer<typeof memberInfoValue>;

export const memberIconValue = lazySchema(() => z.object({ icon: z.number(), count: z.number() }));
/** MCSFE_getPlayerAvatar: the same picture as the relay names it; members choose from the site's set. */
export const playerAvatarValue = lazySchema(() =>
  z.object({
    avatar: z.number(),
    avatarType: z.literal('PRESET'),
    count: z.number(),
  }),
);
export const memberIconRequest = lazySchema(() =>
  z.object({ icon: z.coerce.number().int().min(1).max(999) }),
);

/**
 * POST /wps/member/info (plain JSON): the profile fields a member may change on their own: the
 * nickname and the contact handles. Bound identity (mobile, e-mail, payee) changes elsewhere.
 * An empty string clears a contact.
 */
export const memberProfileRequest = lazySchema(() =>
  z.object({
    nickname: z.string().trim().min(1).max(40).optional(),
    qqNum: z.string().trim().max(32).optional(),
    qq: z.string().trim().max(32).optional(),
    line: z.string().trim().max(64).optional(),
    facebook: z.string().trim().max(128).optional(),
    whatsapp: z.string().trim().max(32).optional(),
  }),
);
export type MemberProfileRequest = z.infer<typeof memberProfileRequest>;

export const memberLanguageRequest = lazySchema(() =>
  z.object({
    language: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.enum(SHIPPED_LANGUAGES),
    ),
  }),
);
/** saved is false for trial accounts, whose language is never stored on the server. */
export const memberLanguageValue = lazySchema(() => z.object({ language: z.string(), saved: z.boolean() }));

export const rankProgressValue = lazySchema(() =>
  z.object({
    currentProgress: z.object({ completedConditions: z.number(), totalExpectedConditions: z.number() }),
    playerRankProgress: z.object({
      labelId: z.number().nullable(),
      labelName: z.string().nullable(),
      nextLabelId: z.number().nullable(),
      nextLabelName: z.string().nullable(),
      conditions: z.array(
        z.object({ name: z.enum(['DEPOSIT', 'BET']), current: z.string(), required: z.string() }),
      ),
    }),
  }),
);

/** A short-lived signed key the chat service accepts in place of the session token. */
export const chatAuthKeyValue = lazySchema(() => z.string());
