/** What the rest of the app uses of the wallet: member-centre panels, balance, money events. */
import type { ComponentType } from 'react';
import { lazyWithTexts } from '../../lib/lazy-page';
import { WALLET_TEXTS } from './texts';

/** The member-centre pages the wallet fills in, by page id. */
export const WALLET_PANELS: Partial<Record<string, ComponentType>> = {
  depositv2: lazyWithTexts(
    () => import('./components/DepositPage').then((m) => m.DepositPage),
    [WALLET_TEXTS],
  ),
  withdraw: lazyWithTexts(
    () => import('./components/WithdrawPage').then((m) => m.WithdrawPage),
    [WALLET_TEXTS],
  ),
  transferFund: lazyWithTexts(
    () => import('./components/TransferFundPage').then((m) => m.TransferFundPage),
    [WALLET_TEXTS],
  ),
  transferUpline: lazyWithTexts(
    () => import('./components/TransferUplinePage').then((m) => m.TransferUplinePage),
    [WALLET_TEXTS],
  ),
};

export { useWalletPageFilter } from './hooks/useWalletAccess';
export const BalanceBadge = lazyWithTexts(
  () => import('./components/BalanceBadge').then((m) => m.BalanceBadge),
  [WALLET_TEXTS],
);
export const WalletList = lazyWithTexts(
  () => import('./components/WalletList').then((m) => m.WalletList),
  [WALLET_TEXTS],
);
export { WalletEvents } from './components/WalletEvents';
export const WalletTransferModal = lazyWithTexts(
  () => import('./components/WalletTransferModal').then((m) => m.WalletTransferModal),
  [WALLET_TEXTS],
);
export {
  launchAmountDefault,
  rememberLaunchAmount,
  rememberedLaunchAmount,
  shortfallMinor,
  topUpAmount,
} from './top-up';

export const PaymentPasswordCard = lazyWithTexts(
  () => import('./components/PaymentPasswordCard').then((m) => m.PaymentPasswordCard),
  [WALLET_TEXTS],
);
export { fetchMerchantWallet } from './api/wallet';
export { BALANCE_NOT_ENOUGH, DEPOSIT_PAGE_PATH, showBalanceNotEnough } from './balance-not-enough';
export { WALLET_KEYS, requestBalanceRefresh, useFunds, useMoneyStyle } from './hooks/useWallet';
export { paymentPasswordAsked } from './rules';
export { WALLET_TEXTS };
