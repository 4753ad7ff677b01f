import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { pageQuery } from '../contracts/account.js';
import {
  balanceQuery,
  balanceValue,
  consolidatedFundsValue,
  depositRequest,
  depositSettingsValue,
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
  relayDepositRequest,
  transferValue,
  uplineTransferRequest,
  walletTransferRequest,
  withdrawRequest,
  withdrawSettingsQuery,
  withdrawSettingsValue,
} from '../contracts/wallet.js';
import {
  bankCardRequest,
  bankCardValue,
  fundingChannelsValue,
  legacyPageQuery,
  legacyMainTransferRequest,
  legacySubTransferRequest,
  legacyWalletListValue,
  lockStatusByTypeQuery,
  lockStatusValue,
  walletLockStatusValue,
} from '../contracts/legacy-wallet.js';

/*
 * The member's wallet. Money requests (transfers, deposits, withdrawals) are idempotent under the
 * Idempotency-Key header or the body's requestId: a repeat answers the first result with the
 * Idempotent-Replayed header. Named calls of the spec whose paths it does not give are relays:
 * WPSCORE_getMerchantWallet, MCSFE_getPaymentConfirmationList, MCSFE_processC2CTransaction.
 */
export const walletApi = {
  balance: endpoint({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    auth: 'member',
    query: balanceQuery,
    value: balanceValue,
  }),
  legacyBalance: endpoint({
    method: 'GET',
    path: '/wps/wallets/balance',
    auth: 'member',
    value: legacyBalanceValue,
  }),
  consolidated: endpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    auth: 'member',
    value: consolidatedFundsValue,
  }),
  /** The field's game-credit wallets call: the same answer as the consolidated funds (sumBalance, wallets). */
  gcs: endpoint({
    method: 'GET',
    path: '/wps/wallets/gcs',
    auth: 'member',
    value: consolidatedFundsValue,
  }),
  merchantWallet: endpoint({
    method: 'GET',
    path: '/wps/relay/WPSCORE_getMerchantWallet',
    auth: 'visitor',
    query: merchantWalletQuery,
    value: merchantWalletValue,
    aliases: ['/wps/relay/GCS_merchantWallet'],
  }),
  /** Between two of the member's own wallets (transfer-wallet merchants only). */
  transfer: endpoint({
    method: 'POST',
    path: '/wps/wallet/transfer',
    auth: 'member',
    body: walletTransferRequest,
    value: transferValue,
    aliases: ['/wps/relay/GCS_walletTransfer'],
  }),
  transferToUpline: endpoint({
    method: 'POST',
    path: '/wps/wallet/transfer/upline',
    auth: 'member',
    body: uplineTransferRequest,
    value: transferValue,
  }),
  /** An agent to its direct downlines, all or nothing. */
  transferToDownlines: endpoint({
    method: 'POST',
    path: '/wps/agent/transfer/downline',
    auth: 'member',
    body: downlineTransferRequest,
    value: downlineTransferValue,
  }),
  deposit: endpoint({
    method: 'POST',
    path: '/wps/wallet/deposit',
    auth: 'member',
    body: depositRequest,
    value: fundingValue,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/wps/wallet/withdraw',
    auth: 'member',
    body: withdrawRequest,
    value: fundingValue,
  }),
  deposits: endpoint({
    method: 'GET',
    path: '/wps/wallet/deposits',
    auth: 'member',
    query: pageQuery,
    value: fundingListValue,
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/wps/wallet/withdrawals',
    auth: 'member',
    query: pageQuery,
    value: fundingListValue,
  }),
  /** Balance history of one wallet, newest first. */
  history: endpoint({
    method: 'GET',
    path: '/wps/wallet/history',
    auth: 'member',
    query: historyQuery,
    value: historyValue,
  }),
  hasPaymentPassword: endpoint({
    method: 'GET',
    path: '/wps/member/hasWithdrawalPassword',
    auth: 'member',
    value: z.boolean(),
  }),
  paymentPassword: endpoint({
    method: 'POST',
    path: '/wps/wallet/paymentPassword',
    auth: 'member',
    body: paymentPasswordRequest,
    value: paymentPasswordValue,
    wire: { encrypted: true },
  }),
  /** Payments the caller (the payee) is asked to confirm. */
  paymentConfirmations: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPaymentConfirmationList',
    auth: 'member',
    query: paymentConfirmationQuery,
    value: paymentConfirmationListValue,
  }),
  /**
   * JSON (the proof image as base64 or a data: URL in proofOfNotReceive) or multipart with the
   * image as a file part.
   */
  processC2c: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    auth: 'member',
    body: processC2cRequest,
    value: processC2cValue,
    wire: { body: 'multipart' },
  }),
};

const relayDeposit = <const P extends string>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'member',
    body: relayDepositRequest,
    value: fundingValue,
  });

/**
 * The funding relays of current clients (ModuleId DPSTBAS3): the member's deposit and withdrawal
 * settings, and four ways of asking for a deposit that all become one of our deposit requests.
 */
export const fundingRelayApi = {
  depositSettings: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getDepositSettings',
    auth: 'member',
    value: depositSettingsValue,
  }),
  withdrawSettings: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getWithdrawSettings',
    auth: 'member',
    query: withdrawSettingsQuery,
    value: withdrawSettingsValue,
  }),
  depositByQrImage: relayDeposit('/wps/relay/MCSFE_depositByQRImageUrl'),
  depositByAccountName: relayDeposit('/wps/relay/MCSFE_manualTransferByAccountName'),
  depositVirtualWallet: relayDeposit('/wps/relay/MCSFE_depositVirtualWallet'),
  depositByLaunchUrl: relayDeposit('/wps/relay/MCSFE_depositByLaunchUrl'),
};

const legacyTransfer = <const P extends string, B extends typeof legacyMainTransferRequest>(
  path: P,
  body: B,
) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'member',
    body,
    value: transferValue,
    wire: { body: 'form' },
  });

/**
 * The 500cai (2017) wallet family: the wallet list, transfers sent form-encoded (made by the same
 * ledger path as POST /wps/wallet/transfer, with its refusals and idempotency) and the lock checks
 * its transfer page makes first.
 */
export const legacyWalletApi = {
  wallets: endpoint({
    method: 'GET',
    path: '/wps/wallets',
    auth: 'member',
    value: legacyWalletListValue,
  }),
  transferToMain: legacyTransfer('/wps/wallets/transferToMainWallet', legacyMainTransferRequest),
  transferFromMain: legacyTransfer('/wps/wallets/transferFromMainWallet', legacyMainTransferRequest),
  transferSubToSub: endpoint({
    method: 'POST',
    path: '/wps/wallets/transferSubToSubWallet',
    auth: 'member',
    body: legacySubTransferRequest,
    value: transferValue,
    wire: { body: 'form' },
  }),
  lockStatus: endpoint({
    method: 'GET',
    path: '/wps/wallets/lockStatus',
    auth: 'member',
    value: lockStatusValue,
  }),
  lockStatusByType: endpoint({
    method: 'GET',
    path: '/wps/wallets/lockStatusByType',
    auth: 'member',
    query: lockStatusByTypeQuery,
    value: walletLockStatusValue,
  }),
  /** Whether a transfer between wallets would be refused before one is tried. */
  lockTransStatus: endpoint({
    method: 'GET',
    path: '/wps/wallets/lockTransStatus',
    auth: 'member',
    value: lockStatusValue,
  }),
};

const legacyDeposit = <const P extends string>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'member',
    body: relayDepositRequest,
    value: fundingValue,
  });

/**
 * The 500cai deposit, withdrawal and report calls, on our funding service: a deposit is one of our
 * requests the merchant decides (fields as the deposit relays of current clients, the nearest
 * documented sibling); the withdrawal is ours, encrypted as the 2017 client sends it.
 */
export const legacyFundingApi = {
  depositByGateway: legacyDeposit('/wps/transaction/deposit/pg'),
  depositByTransfer: legacyDeposit('/wps/transaction/deposit/mt'),
  depositManual: legacyDeposit('/wps/transaction/deposit/ma'),
  depositByQr: legacyDeposit('/wps/transaction/deposit/qr'),
  withdraw: endpoint({
    method: 'POST',
    path: '/wps/transaction/withdraw',
    auth: 'member',
    body: withdrawRequest,
    value: fundingValue,
    wire: { encrypted: true },
  }),
  depositBanks: endpoint({
    method: 'GET',
    path: '/wps/system/depositBanks',
    auth: 'member',
    value: fundingChannelsValue,
  }),
  withdrawBanks: endpoint({
    method: 'GET',
    path: '/wps/system/withdrawBanks',
    auth: 'member',
    value: fundingChannelsValue,
  }),
  depositReport: endpoint({
    method: 'GET',
    path: '/wps/report/depositTransaction',
    auth: 'member',
    query: legacyPageQuery,
    value: fundingListValue,
  }),
  withdrawReport: endpoint({
    method: 'GET',
    path: '/wps/report/withdrawTransaction',
    auth: 'member',
    query: legacyPageQuery,
    value: fundingListValue,
  }),
  bankCard: endpoint({
    method: 'GET',
    path: '/wps/member/bankCard',
    auth: 'member',
    value: bankCardValue,
  }),
  saveBankCard: endpoint({
    method: 'PUT',
    path: '/wps/member/bankCard',
    auth: 'member',
    body: bankCardRequest,
    value: bankCardValue,
    wire: { encrypted: true },
  }),
  /** Every movement of the main wallet, newest first (our balance history). */
  transactionReport: endpoint({
    method: 'GET',
    path: '/wps/report/transaction',
    auth: 'member',
    query: legacyPageQuery,
    value: historyValue,
  }),
};
