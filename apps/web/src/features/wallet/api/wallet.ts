import {
  depositMethodApi,
  MAIN_WALLET,
  MAIN_WALLET_TYPE_ID,
  walletApi,
  type BalanceValue,
  type BodyInput,
  type ConsolidatedFunds,
  type DepositMethodOption,
  type DepositPaymentValue,
  type FundingValue,
  type MerchantWallet,
  type TransferValue,
  type TurnoverSummaryValue,
  type ValueOf,
} from '@platform/shared';
import { api } from '../../../lib/api';
import { getMerchant } from '../../../lib/merchant';

/**
 * The wallet calls. Amounts travel as decimal strings; every call that moves money carries a
 * requestId made once per submission (see idempotent.ts).
 */

export type { DepositMethodOption, DepositPaymentValue, FundingValue, TransferValue };

export type HistoryEntry = ValueOf<typeof walletApi.history>['list'][number];
export type PaymentConfirmation = ValueOf<typeof walletApi.paymentConfirmations>['list'][number];
export type FundingMethod = FundingValue['method'];

/** Background reads: a wallet relay never shows a dialog, the screen shows the state. */
const QUIET = { alert: false } as const;

export function fetchBalance(typeId = MAIN_WALLET_TYPE_ID): Promise<BalanceValue> {
  return api.call(walletApi.balance, { query: { typeId } }, QUIET);
}

/** What the member must still wager before a withdrawal is accepted. */
export function fetchTurnover(): Promise<TurnoverSummaryValue> {
  return api.call(walletApi.turnover, {}, QUIET);
}

export function fetchFunds(): Promise<ConsolidatedFunds> {
  return api.call(walletApi.consolidated, {}, QUIET);
}

export function fetchMerchantWallet(): Promise<MerchantWallet> {
  return api.call(walletApi.merchantWallet, { query: { merchantCode: getMerchant() } }, QUIET);
}

export function transferBetweenWallets(
  body: { fromWallet: string; toWallet: string; amount: string },
  requestId: string,
): Promise<TransferValue> {
  return api.call(walletApi.transfer, { body: { ...body, requestId } });
}

export function transferToUpline(
  body: { amount: string; paymentPassword: string | null; remarks: string | null },
  requestId: string,
): Promise<TransferValue> {
  return api.call(walletApi.transferToUpline, { body: { ...body, requestId } });
}

export type DepositBody = Omit<BodyInput<typeof walletApi.deposit>, 'requestId'>;

export function requestDeposit(body: DepositBody, requestId: string): Promise<FundingValue> {
  return api.call(walletApi.deposit, { body: { ...body, requestId } });
}

export type WithdrawBody = Omit<BodyInput<typeof walletApi.withdraw>, 'requestId'>;

export function requestWithdrawal(body: WithdrawBody, requestId: string): Promise<FundingValue> {
  return api.call(walletApi.withdraw, { body: { ...body, requestId } });
}

export function fetchFundingList(
  direction: 'DEPOSIT' | 'WITHDRAW',
  page: number,
  size: number,
): Promise<ValueOf<typeof walletApi.deposits>> {
  const spec = direction === 'DEPOSIT' ? walletApi.deposits : walletApi.withdrawals;
  return api.call(spec, { query: { page, size } }, QUIET);
}

export function fetchHistory(
  wallet: string,
  page: number,
  size: number,
): Promise<ValueOf<typeof walletApi.history>> {
  return api.call(walletApi.history, { query: { wallet: wallet || MAIN_WALLET, page, size } }, QUIET);
}

/** Sets or replaces the payment password; sent encrypted like every password call. */
export function setPaymentPassword(body: {
  password: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}): Promise<ValueOf<typeof walletApi.paymentPassword>> {
  return api.call(walletApi.paymentPassword, { body });
}

export function fetchPaymentConfirmations(
  status: PaymentConfirmation['status'] = 'WAITING',
  page = 1,
  size = 20,
): Promise<ValueOf<typeof walletApi.paymentConfirmations>> {
  return api.call(walletApi.paymentConfirmations, { query: { status, page, size } }, QUIET);
}

/**
 * processC2CTransaction: Y received, A appeal, N not received with one proof image sent as a
 * multipart file (the browser sets the boundary). A relay call: no dialog, the modal shows why.
 */
export function processC2c(
  answer: { isMoneyReceived: 'Y' | 'N' | 'A'; payDetailId: number },
  proof: File | null,
): Promise<ValueOf<typeof walletApi.processC2c>> {
  if (answer.isMoneyReceived !== 'N') {
    return api.call(walletApi.processC2c, { body: answer }, QUIET);
  }
  const form = new FormData();
  form.append('isMoneyReceived', 'N');
  form.append('payDetailId', String(answer.payDetailId));
  if (proof) form.append('proofOfNotReceive', proof, proof.name);
  return api.call(walletApi.processC2c, { body: form }, QUIET);
}

/** The merchant's deposit methods the member may pick now, with their bounds. */
export function fetchDepositMethods(): Promise<ValueOf<typeof depositMethodApi.methods>> {
  return api.call(depositMethodApi.methods, {}, QUIET);
}

/** One deposit with where to pay it: account, QR image, reference, expiry. */
export function fetchDepositPayment(id: number): Promise<DepositPaymentValue> {
  return api.call(depositMethodApi.payment, { params: { id } }, QUIET);
}

/** The member's receipt image of a pending deposit, sent as a multipart file. */
export function uploadDepositReceipt(id: number, file: File): Promise<FundingValue> {
  const form = new FormData();
  form.append('receipt', file, file.name);
  return api.call(depositMethodApi.uploadReceipt, { params: { id }, body: form }, QUIET);
}
