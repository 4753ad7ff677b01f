import type { ComponentType } from 'react';
import { DepositPage } from './components/DepositPage';
import { TransferFundPage } from './components/TransferFundPage';
import { TransferUplinePage } from './components/TransferUplinePage';
import { WithdrawPage } from './components/WithdrawPage';

/** The member-centre pages the wallet fills in, by page id (spec 2). */
export const WALLET_PANELS: Partial<Record<string, ComponentType>> = {
  depositv2: DepositPage,
  withdraw: WithdrawPage,
  transferFund: TransferFundPage,
  transferUpline: TransferUplinePage,
};

export { useWalletPageFilter } from './hooks/useWalletAccess';
export { BalanceBadge } from './components/BalanceBadge';
export { WalletList } from './components/WalletList';
export { WalletEvents } from './components/WalletEvents';
export { PaymentPasswordCard } from './components/PaymentPasswordCard';
