/**
 * The funding relays of current clients (ModuleId DPSTBAS3): the member's deposit and withdrawal
 * settings, and four ways of asking for a deposit that all become one of our deposit requests.
 */
import { endpoint } from '../../endpoint.js';
import { depositCall } from './deposit-call.js';
import {
  depositSettingsValue,
  withdrawSettingsQuery,
  withdrawSettingsValue,
} from '../../contracts/wallet.js';

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
export const depositByQrImage = depositCall('/wps/relay/MCSFE_depositByQRImageUrl');
export const depositByAccountName = depositCall('/wps/relay/MCSFE_manualTransferByAccountName');
export const depositVirtualWallet = depositCall('/wps/relay/MCSFE_depositVirtualWallet');
export const depositByLaunchUrl = depositCall('/wps/relay/MCSFE_depositByLaunchUrl');
