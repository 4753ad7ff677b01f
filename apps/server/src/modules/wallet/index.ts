/** Wallet: the double-entry ledger, members' wallets, deposits, withdrawals and peer-to-peer payments. */
export { Ledger, sqlState, type AccountRef } from './ledger.js';
export { MemberMoneyRepository } from './member-money.repository.js';
export { decodeBase64Image, proofImageType } from './proof-image.js';
export type { AdminActor, FundingService } from './funding.service.js';
export type { C2cService } from './c2c.service.js';
export type { WalletService } from './wallet.service.js';
export { LedgerTx } from './ledger.js';
export { LedgerRepository } from './ledger.repository.js';
export { parseAmount } from './amounts.js';
export { memberRequestKey } from './keys.js';
export type { PaymentPasswords } from './payment-password.js';
