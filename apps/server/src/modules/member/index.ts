// Public entry of the member module: what other modules and the app use of it.
export { MemberRepository, type MemberRow } from './member.repository.js';
export { MemberReads } from './member-reads.js';
export type { RuleBook } from './rule-book.js';
export { hashPassword } from './password.js';
export {
  countryDialingCode,
  isTrialAccount,
  maskEmail,
  maskMobile,
  mobileNumber,
  normaliseEmail,
  required,
  satisfies,
} from './account-rules.js';
