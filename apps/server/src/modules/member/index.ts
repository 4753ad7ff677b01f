/** Members: accounts, registration, passwords, profile and affiliate codes. */
export {
  DEFAULT_RULES,
  countryDialingCode,
  isTrialAccount,
  loginPassword,
  loginUsername,
  maskEmail,
  maskMobile,
  matchesPattern,
  mobileNumber,
  normaliseEmail,
  required,
  satisfies,
  verificationCode,
  type FieldRule,
  type RuleSet,
} from './account-rules.js';
export {
  AffiliateService,
  type RegisterCodeLookup,
  type RegistrationPlacement,
} from './affiliate.service.js';
export { MemberFactory, type NewMemberInput } from './member-factory.js';
export {
  MemberRepository,
  uniqueViolation,
  type IdentityProvider,
  type MemberRow,
  type MemberSearch,
  type MemberWithUpline,
  type NewMember,
} from './member.repository.js';
export { MemberCache } from './member-cache.js';
export { MemberReads } from './member-reads.js';
export { registerMemberRoutes } from './member.routes.js';
export { MemberService, type MainWalletBalance } from './member.service.js';
export { PasswordService, type Requester } from './password.service.js';
export { hashPassword, verifyPassword } from './password.js';
export { RegistrationService, type RegisterMode, type RegistrationSignals } from './registration.service.js';
export { RuleBook } from './rule-book.js';
/** Other modules' tables reference members by foreign key; its rows are read through this module. */
export { members, type MemberContacts, type PasswordKind } from './member.tables.js';
export { SecurityQuestionService } from './security-questions.service.js';
export { SecurityAnswerRepository } from './security-answers.repository.js';
