/**
 * The 500cai (2017) wallet family: the wallet list, transfers sent form-encoded (made by the same
 * ledger path as POST /wps/wallet/transfer, with its refusals and idempotency) and the lock checks
 * its transfer page makes first.
 */
import { endpoint } from '../../endpoint.js';
import { transferValue } from '../../contracts/wallet.js';
import {
  legacyMainTransferRequest,
  legacySubTransferRequest,
  legacyWalletListValue,
  lockStatusByTypeQuery,
  lockStatusValue,
  walletLockStatusValue,
} from '../../contracts/legacy-wallet.js';

/*#__NO_SIDE_EFFECTS__*/
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

export const wallets = endpoint({
  method: 'GET',
  path: '/wps/wallets',
  auth: 'member',
  value: legacyWalletListValue,
});
export const transferToMain = legacyTransfer('/wps/wallets/transferToMainWallet', legacyMainTransferRequest);
export const transferFromMain = legacyTransfer(
  '/wps/wallets/transferFromMainWallet',
  legacyMainTransferRequest,
);
export const transferSubToSub = endpoint({
  method: 'POST',
  path: '/wps/wallets/transferSubToSubWallet',
  auth: 'member',
  body: legacySubTransferRequest,
  value: transferValue,
  wire: { body: 'form' },
});
export const lockStatus = endpoint({
  method: 'GET',
  path: '/wps/wallets/lockStatus',
  auth: 'member',
  value: lockStatusValue,
});
export const lockStatusByType = endpoint({
  method: 'GET',
  path: '/wps/wallets/lockStatusByType',
  auth: 'member',
  query: lockStatusByTypeQuery,
  value: walletLockStatusValue,
});
/** Whether a transfer between wallets would be refused before one is tried. */
export const lockTransStatus = endpoint({
  method: 'GET',
  path: '/wps/wallets/lockTransStatus',
  auth: 'member',
  value: lockStatusValue,
});
