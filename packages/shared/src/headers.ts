/** Request headers of the wire protocol. Node lower-cases them; browsers send them as written. */
export const HEADER = {
  merchant: 'Merchant',
  language: 'Language',
  device: 'Device',
  authorization: 'Authorization',
  encryption: 'Encryption',
} as const;

export const DEVICE_ID_LENGTH = 36;
export const DEVICE_ID_COOKIE = 'deviceId';
export const DEVICE_ID_COOKIE_DAYS = 365;

/** Limits of spec section 9 that both sides need. */
export const LIMITS = {
  requestTimeoutMs: 20_000,
  maxConcurrentGets: 6,
  sessionCacheMs: 180_000,
  logoutRedirectMs: 150,
  toastDurationMs: 4_500,
  promotionPollMs: 300_000,
  domainPingTimeoutMs: 10_000,
  domainPingMaxDomains: 10,
} as const;
