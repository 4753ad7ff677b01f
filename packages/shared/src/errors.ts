/**
 * The error catalogue: every errorCode the server may answer, with its HTTP status.
 * Codes named by the specification keep their exact spelling (dots, underscores, case).
 * The message shown to a person is the translation of the code (see i18n), so a code
 * is also its own message key.
 */
export const ERROR_CATALOGUE = {
  // Session and authentication
  'login.not.session': { status: 401 },
  'user.or.token.invalid': { status: 401 },
  CUSTOMER_NOT_LOGIN: { status: 401 },
  token_ip_different: { status: 401 },
  login_verify_required: { status: 200 },
  bind_customer_required: { status: 200 },
  'merchant.acct.setup.err': { status: 403 },
  TOO_MANY_REQUEST: { status: 429 },
  TOO_MANY_REQUESTS: { status: 429 },
  'login.failed': { status: 400 },
  'account.locked': { status: 403 },
  'password.expired': { status: 200 },
  PWDEXPFORCECHANGE3: { status: 200 },
  captcha_required: { status: 400 },
  captcha_invalid: { status: 400 },
  login_verify_failed: { status: 400 },
  login_verify_expired: { status: 400 },
  telegram_auth_invalid: { status: 400 },
  firebase_token_invalid: { status: 400 },
  'identity.already.bound': { status: 400 },

  // Accounts: registration, passwords, verification codes, two-factor
  'username.exists': { status: 400 },
  'mobile.exists': { status: 400 },
  'affiliate.code.invalid': { status: 400 },
  'referral.code.invalid': { status: 400 },
  'old.password.incorrect': { status: 400 },
  'password.unchanged': { status: 400 },
  'verification.code.invalid': { status: 400 },
  'verification.attempts.exceeded': { status: 400 },
  'totp.already.enabled': { status: 400 },
  'totp.not.enabled': { status: 400 },
  'totp.enrolment.missing': { status: 400 },
  'security.question.invalid': { status: 400 },
  'security.answers.not.set': { status: 400 },
  'security.answer.incorrect': { status: 400 },
  'security.answer.locked': { status: 429 },

  // Platform
  'function.not.available': { status: 400 },
  'merchant.not.found': { status: 404 },
  'merchant.header.required': { status: 400 },
  domain_not_available: { status: 403 },
  'system.maintenance': { status: 503 },
  'region.restricted': { status: 403 },
  'request.invalid': { status: 400 },
  'request.too.large': { status: 413 },
  'encryption.invalid': { status: 400 },
  'resource.not.found': { status: 404 },
  /** A known path called with a method it does not take (the field's #459). */
  http_method_not_support: { status: 405 },
  'method.not.allowed': { status: 405 },
  'unsupported.media.type': { status: 415 },
  timeout_retry_please: { status: 504 },
  'system.error': { status: 500 },
  unknown_error: { status: 500 },
  'permission.denied': { status: 403 },
  // Back office: operators and merchant settings
  'admin.self.change': { status: 400 },
  'admin.last.owner': { status: 409 },
  'domain.exists': { status: 409 },
  /** A temporary password goes to the member's bound mobile or e-mail; the member has neither. */
  'member.contact.missing': { status: 409 },

  // Games
  vendor_under_maintenance: { status: 200 },
  'game.payout.already.reviewed': { status: 409 },
  launch_game_balance_not_enough: { status: 200 },
  game_maintenance: { status: 200 },

  // Client-side message keys the server also answers with when it enforces the same rule
  in_sorry_in: { status: 401 },
  in_need_true_account: { status: 403 },
  in_please_account: { status: 403 },
  in_please_information: { status: 400 },
  in_incorrect_password: { status: 400 },
  in_password_incorrect: { status: 400 },
  in_confirmation_correct: { status: 400 },
  in_account_incorrect: { status: 400 },
  in_email_incorrect: { status: 400 },
  in_register_agreed: { status: 400 },
  in_stay_tuned: { status: 200 },
  in_no_data: { status: 200 },
  br_enright_cphone: { status: 400 },
  not_empty: { status: 400 },
  enter_verification_code: { status: 400 },
  reg_pattern_4: { status: 400 },
  error_password: { status: 400 },
  error_phone_number_limit: { status: 400 },
  error_country_code_limit: { status: 400 },
  inconsistent_twice: { status: 400 },
  activity_apply_remark_limit1: { status: 400 },
  activity_apply_remark_limit2: { status: 400 },
  activity_apply_remark_limit3: { status: 400 },
  activity_apply_remark_limit4: { status: 400 },
  verify_first: { status: 400 },
  higher_rate: { status: 200 },

  // Wallet, deposits, withdrawals and peer-to-peer payments
  'balance.insufficient': { status: 400 },
  'amount.invalid': { status: 400 },
  'amount.out.of.range': { status: 400 },
  'currency.unsupported': { status: 400 },
  'idempotency.conflict': { status: 409 },
  'payment.password.not.set': { status: 400 },
  'payment.password.incorrect': { status: 400 },
  'payment.password.locked': { status: 403 },
  'payment.password.format': { status: 400 },
  'wallet.not.found': { status: 400 },
  'wallet.transfer.same': { status: 400 },
  'upline.not.found': { status: 400 },
  'downline.not.found': { status: 400 },
  /** The back office offers contracts only to top agents (no upline); others get theirs from their agent. */
  'contract.holder.not.top.agent': { status: 400 },
  'bank.account.invalid': { status: 400 },
  'funding.not.found': { status: 404 },
  'funding.already.decided': { status: 409 },
  /** A withdrawal before the deposits' and bonuses' turnover is met; value {remaining, currency}. */
  'withdraw.turnover.required': { status: 400 },
  'turnover.requirement.not.open': { status: 409 },
  'deposit.method.unavailable': { status: 400 },
  'deposit.method.limits.invalid': { status: 400 },
  'deposit.expired': { status: 409 },
  'deposit.receipt.closed': { status: 409 },
  'withdrawal.review.required': { status: 409 },
  'withdrawal.review.bank.only': { status: 400 },
  'fraud.flag.not.found': { status: 404 },
  'qr.image.invalid': { status: 400 },

  // Points mall
  'points.reward.unavailable': { status: 404 },
  'points.reward.sold.out': { status: 409 },
  'points.redeem.type.unavailable': { status: 400 },
  'points.insufficient': { status: 400 },
  'points.not.enabled': { status: 400 },
  'points.range.invalid': { status: 400 },
  'c2c.not.found': { status: 404 },
  'c2c.already.answered': { status: 409 },
  'c2c.counterparty.unavailable': { status: 400 },
  'proof.image.required': { status: 400 },
  'proof.image.invalid': { status: 400 },

  // Lottery
  'lottery.game.not.found': { status: 404 },
  'lottery.numero.closed': { status: 400 },
  'lottery.bet.invalid': { status: 400 },
  'lottery.order.not.found': { status: 404 },
  'lottery.order.not.cancellable': { status: 409 },
  'lottery.issue.not.voidable': { status: 409 },
  // House risk controls: the message names the limit ({limit}, {max}) and, for payout caps and
  // the liability cap, the most the player can still stake ({remaining}).
  'lottery.limit.stake.min': { status: 400 },
  'lottery.limit.stake.max': { status: 400 },
  'lottery.limit.multiple': { status: 400 },
  'lottery.limit.payout': { status: 400 },
  'lottery.limit.member.payout': { status: 400 },
  'lottery.limit.liability': { status: 400 },
  'lottery.alert.acknowledged': { status: 409 },

  // Agents: downline contracts
  'contract.not.found': { status: 404 },
  'contract.status.invalid': { status: 409 },
  // Promotions, rewards and messages
  'promotion.not.found': { status: 404 },
  'promotion.not.eligible': { status: 400 },
  'promotion.already.claimed': { status: 409 },
  'promotion.apply.not.supported': { status: 400 },
  'promo.code.invalid': { status: 400 },
  'raffle.not.open': { status: 400 },
  'application.not.found': { status: 404 },
  'application.already.decided': { status: 409 },
  'message.not.found': { status: 404 },
  // Customer service
  'chat.conversation.not.found': { status: 404 },
  'chat.conversation.closed': { status: 409 },
  'speed.test.task.not.found': { status: 404 },
} as const satisfies Record<string, { status: number }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, code);
}

export function httpStatusOf(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** Codes after which the web client logs the person out once they confirm the dialog. */
export const LOGOUT_ERROR_CODES: readonly string[] = [
  'token_ip_different',
  'user.or.token.invalid',
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
];

/** Codes that never open a dialog; the caller reacts to them itself. */
export const SILENT_ERROR_CODES: readonly string[] = [
  'merchant.acct.setup.err',
  'login_verify_required',
  'TOO_MANY_REQUEST',
  'TOO_MANY_REQUESTS',
  'bind_customer_required',
];
