/*
 * The member's wallet. Money requests (transfers, deposits, withdrawals) are idempotent under the
 * Idempotency-Key header or the body's requestId: a repeat answers the first result with the
 * Idempotent-Replayed header. Named calls of the spec whose paths it does not give are relays:
 * WPSCORE_getMerchantWallet, MCSFE_getPaymentConfirmationList, MCSFE_processC2CTransaction.
 */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { pageQuery } from '../../contracts/account.js';
import {
  balanceQuery,
  balanceValue,
  consolidatedFundsValue,
  depositRequest,
  downlineTransferRequest,
  downlineTransferValue,
  fundingListValue,
  fundingValue,
  historyQuery,
  historyValue,
  legacyBalanceValue,
  merchantWalletQuery,
  merchantWalletValue,
  paymentConfirmationListValue,
  paymentConfirmationQuery,
  paymentPasswordRequest,
  paymentPasswordValue,
  processC2cRequest,
  processC2cValue,
  transferValue,
  turnoverSummaryValue,
  uplineTransferRequest,
  walletTransferRequest,
  withdrawRequest,
} from '../../contracts/wallet.js';

export const balance = endpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: 'member',
  query: balanceQuery,
  value: balanceValue,
});
export const legacyBalance = endpoint({
  method: 'GET',
  path: '/wps/wallets/balance',
  auth: 'member',
  value: legacyBalanceValue,
});
export const consolidated = endpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: 'member',
  value: consolidatedFundsValue,
});
/** The field's game-credit wallets call: the same answer as the consolidated funds (sumBalance, wallets). */
export const gcs = endpoint({
  method: 'GET',
  path: '/wps/wallets/gcs',
  auth: 'member',
  value: consolidatedFundsValue,
});
export const merchantWallet = endpoint({
  method: 'GET',
  path: '/wps/relay/WPSCORE_getMerchantWallet',
  auth: 'visitor',
  query: merchantWalletQuery,
  value: merchantWalletValue,
  aliases: ['/wps/relay/GCS_merchantWallet'],
});
/** Between two of the member's own wallets (transfer-wallet merchants only). */
export const transfer = endpoint({
  method: 'POST',
  path: '/wps/wallet/transfer',
  auth: 'member',
  body: walletTransferRequest,
  value: transferValue,
  aliases: ['/wps/relay/GCS_walletTransfer'],
});
export const transferToUpline = endpoint({
  method: 'POST',
  path: '/wps/wallet/transfer/upline',
  auth: 'member',
  body: uplineTransferRequest,
  value: transferValue,
});
/** An agent to its direct downlines, all or nothing. */
export const transferToDownlines = endpoint({
  method: 'POST',
  path: '/wps/agent/transfer/downline',
  auth: 'member',
  body: downlineTransferRequest,
  value: downlineTransferValue,
});
export const deposit = endpoint({
  method: 'POST',
  path: '/wps/wallet/deposit',
  auth: 'member',
  body: depositRequest,
  value: fundingValue,
});
export const withdraw = endpoint({
  method: 'POST',
  path: '/wps/wallet/withdraw',
  auth: 'member',
  body: withdrawRequest,
  value: fundingValue,
});
export const deposits = endpoint({
  method: 'GET',
  path: '/wps/wallet/deposits',
  auth: 'member',
  query: pageQuery,
  value: fundingListValue,
});
export const withdrawals = endpoint({
  method: 'GET',
  path: '/wps/wallet/withdrawals',
  auth: 'member',
  query: pageQuery,
  value: fundingListValue,
});
/** Balance history of one wallet, newest first. */
export const history = endpoint({
  method: 'GET',
  path: '/wps/wallet/history',
  auth: 'member',
  query: historyQuery,
  value: historyValue,
});
export const hasPaymentPassword = endpoint({
  method: 'GET',
  path: '/wps/member/hasWithdrawalPassword',
  auth: 'member',
  value: z.boolean(),
});
export const paymentPassword = endpoint({
  method: 'POST',
  path: '/wps/wallet/paymentPassword',
  auth: 'member',
  body: paymentPasswordRequest,
  value: paymentPasswordValue,
  wire: { encrypted: true },
});
/** Payments the caller (the payee) is asked to confirm. */
export const paymentConfirmations = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPaymentConfirmationList',
  auth: 'member',
  query: paymentConfirmationQuery,
  value: paymentConfirmationListValue,
});
/**
 * JSON (the proof image as base64 or a data: URL in proofOfNotReceive) or multipart with the
 * image as a file part.
 */
export const processC2c = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_processC2CTransaction',
  auth: 'member',
  body: processC2cRequest,
  value: processC2cValue,
  wire: { body: 'multipart' },
});

/** What the member must still wager before a withdrawal is accepted, and the requirements behind it. */
export const turnover = endpoint({
  method: 'GET',
  path: '/wps/wallet/turnover',
  auth: 'member',
  value: turnoverSummaryValue,
});
