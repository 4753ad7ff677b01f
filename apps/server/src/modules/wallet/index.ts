/** Wallet: the double-entry ledger, members' wallets, deposits, withdrawals and peer-to-peer payments. */
export { Ledger, sqlState, type AccountRef, type HouseAccount } from './ledger.js';
export { MemberMoneyRepository } from './member-money.repository.js';
export { MainBalances } from './main-balances.js';
export { MainBalanceRepository } from './main-balance.repository.js';
export { decodeBase64Image, proofImageType } from './proof-image.js';
export { type AdminActor, FundingService, type WithdrawalSignals } from './funding.service.js';
export { C2cService, C2C_EXPIRY_MS } from './c2c.service.js';
export { C2cExpiryScheduler } from './c2c-expiry.scheduler.js';
export { DepositMethodService } from './deposit-methods.service.js';
export { DepositMethodRepository } from './deposit-methods.repository.js';
export { WalletService } from './wallet.service.js';
export { LegacyWalletService } from './legacy-wallet.service.js';
export { LegacyFundingService } from './legacy-funding.service.js';
export { LedgerTx } from './ledger.js';
export { LedgerRepository } from './ledger.repository.js';
export { parseAmount } from './amounts.js';
export { memberRequestKey } from './keys.js';
export { PaymentPasswords } from './payment-password.js';
export { requestHash } from './ledger.js';
export { WalletRepository } from './wallet.repository.js';
export { WalletSetupService } from './wallet-setup.js';
export { MoneyEvents } from './money-events.js';
export { FundingRepository } from './funding.repository.js';
export { registerWalletRoutes } from './wallet.routes.js';
export { agreedRequestKey, headerRequestKey } from './keys.js';
export { releaseHoldsInBulk, settleHoldsInBulk, type HoldPayout } from './ledger-bulk.js';
export { holdsInStatement, type StatementHolds } from './ledger-holds.js';
export { transferHash } from './ledger.js';
export { BankCardRepository } from './bank-card.repository.js';
export { LedgerFigures, type RecentTransfers } from './ledger-figures.repository.js';
export {
  TurnoverService,
  addTurnoverRequirement,
  requireTurnoverMet,
  type TurnoverSpec,
} from './turnover.service.js';
export { TurnoverRepository } from './turnover.repository.js';
