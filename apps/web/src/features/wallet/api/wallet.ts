import {
  MAIN_WALLET,
  MAIN_WALLET_TYPE_ID,
  type BalanceValue,
  type ConsolidatedFunds,
  type FundingValue,
  type MerchantWallet,
  type TransferValue,
} from '@platform/shared';
import { api } from '../../../lib/api';
import { getMerchant } from '../../../lib/merchant';

/**
 * The wallet calls. Amounts travel as decimal strings; every call that moves money carries a
 * requestId made once per submission (see idempotent.ts).
 */

export interface Paged<T> {
  list: T[];
  page: number;
  size: number;
  total: number;
}

export type { FundingValue, TransferValue };

export interface HistoryEntry {
  id: number;
  transferId: number;
  kind: string;
  event: string;
  amount: string;
  heldAmount: string;
  balanceAfter: string;
  availBalanceAfter: string;
  remarks: string | null;
  createdAt: number;
}

export interface PaymentConfirmation {
  payDetailId: number;
  type: 'DEPOSIT' | 'WITHDRAW';
  payerName: string;
  amount: string;
  currency: string;
  status: 'WAITING' | 'COMPLETED' | 'NOT_RECEIVED' | 'APPEALED' | 'CANCELLED';
  createdAt: number;
  answeredAt: number | null;
}

export type FundingMethod = 'BANK' | 'C2C';

/** Background reads: a wallet relay never shows a dialog, the screen shows the state. */
const QUIET = { alert: false } as const;

export function fetchBalance(typeId = MAIN_WALLET_TYPE_ID): Promise<BalanceValue> {
  return api.get<BalanceValue>('/wps/v2/wallets/balance', { query: { typeId }, ...QUIET });
}

export function fetchFunds(): Promise<ConsolidatedFunds> {
  return api.get<ConsolidatedFunds>('/wps/member/info/funds/consolidated', QUIET);
}

export function fetchMerchantWallet(): Promise<MerchantWallet> {
  return api.get<MerchantWallet>('/wps/relay/WPSCORE_getMerchantWallet', {
    query: { merchantCode: getMerchant() },
    ...QUIET,
  });
}

export function transferBetweenWallets(
  body: { fromWallet: string; toWallet: string; amount: string },
  requestId: string,
): Promise<TransferValue> {
  return api.post<TransferValue>('/wps/wallet/transfer', { ...body, requestId });
}

export function transferToUpline(
  body: { amount: string; paymentPassword: string | null; remarks: string | null },
  requestId: string,
): Promise<TransferValue> {
  return api.post<TransferValue>('/wps/wallet/transfer/upline', { ...body, requestId });
}

export interface DepositBody {
  amount: string;
  method: FundingMethod;
  payerName: string | null;
  remarks: string | null;
}

export function requestDeposit(body: DepositBody, requestId: string): Promise<FundingValue> {
  return api.post<FundingValue>('/wps/wallet/deposit', { ...body, requestId });
}

export interface WithdrawBody {
  amount: string;
  method: FundingMethod;
  paymentPassword: string | null;
  bankName: string | null;
  accountNo: string | null;
  remarks: string | null;
}

export function requestWithdrawal(body: WithdrawBody, requestId: string): Promise<FundingValue> {
  return api.post<FundingValue>('/wps/wallet/withdraw', { ...body, requestId });
}

export function fetchFundingList(
  direction: 'DEPOSIT' | 'WITHDRAW',
  page: number,
  size: number,
): Promise<Paged<FundingValue>> {
  const path = direction === 'DEPOSIT' ? '/wps/wallet/deposits' : '/wps/wallet/withdrawals';
  return api.get<Paged<FundingValue>>(path, { query: { page, size }, ...QUIET });
}

export function fetchHistory(wallet: string, page: number, size: number): Promise<Paged<HistoryEntry>> {
  return api.get<Paged<HistoryEntry>>('/wps/wallet/history', {
    query: { wallet: wallet || MAIN_WALLET, page, size },
    ...QUIET,
  });
}

/** Sets or replaces the payment password; sent encrypted like every password call. */
export function setPaymentPassword(body: {
  password: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}): Promise<{ set: boolean }> {
  return api.post<{ set: boolean }>('/wps/wallet/paymentPassword', body, { encrypted: true });
}

export function fetchPaymentConfirmations(
  status: PaymentConfirmation['status'] = 'WAITING',
  page = 1,
  size = 20,
): Promise<Paged<PaymentConfirmation>> {
  return api.get<Paged<PaymentConfirmation>>('/wps/relay/MCSFE_getPaymentConfirmationList', {
    query: { status, page, size },
    ...QUIET,
  });
}

/**
 * processC2CTransaction: Y received, A appeal, N not received with one proof image sent as a
 * multipart file (the browser sets the boundary). A relay call: no dialog, the modal shows why.
 */
export function processC2c(
  answer: { isMoneyReceived: 'Y' | 'N' | 'A'; payDetailId: number },
  proof: File | null,
): Promise<{ payDetailId: number; status: PaymentConfirmation['status'] }> {
  if (answer.isMoneyReceived !== 'N') {
    return api.post('/wps/relay/MCSFE_processC2CTransaction', answer, QUIET);
  }
  const form = new FormData();
  form.append('isMoneyReceived', 'N');
  form.append('payDetailId', String(answer.payDetailId));
  if (proof) form.append('proofOfNotReceive', proof, proof.name);
  return api.post('/wps/relay/MCSFE_processC2CTransaction', form, QUIET);
}
