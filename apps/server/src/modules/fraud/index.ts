/** Fraud signals: members linked by device, address range, payee, bank account or promotion claims. */
export { DEFAULT_FRAUD_RULES, FraudService, type FraudDeps, type SignalMember } from './fraud.service.js';
export { registerFraudRoutes } from './fraud.routes.js';
export { accountKey, addressRange, payeeKey } from './signals.js';
