/**
 * The funding relays of current clients (ModuleId DPSTBAS3): the member's deposit and withdrawal
 * settings, and four ways of asking for a deposit that all become one of our deposit requests.
 */
import { endpoint } from '../../endpoint.js';
import {
  depositSettingsValue,
  fundingValue,
  relayDepositRequest,
  withdrawSettingsQuery,
  withdrawSettingsValue,
} from '../../contracts/wallet.js';

/*#__NO_SIDE_EFFECTS__*/
const relayDeposit = <const P extends string>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'member',
    body: relayDepositRequest,
    value: fundingValue,
  });

export const depositSettings = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositSettings',
  auth: 'member',
  value: depositSettingsValue,
});
export const withdrawSettings = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawSettings',
  auth: 'member',
  query: withdrawSettingsQuery,
  value: withdrawSettingsValue,
});
export const depositByQrImage = relayDeposit('/wps/relay/MCSFE_depositByQRImageUrl');
export const depositByAccountName = relayDeposit('/wps/relay/MCSFE_manualTransferByAccountName');
export const depositVirtualWallet = relayDeposit('/wps/relay/MCSFE_depositVirtualWallet');
export const depositByLaunchUrl = relayDeposit('/wps/relay/MCSFE_depositByLaunchUrl');
