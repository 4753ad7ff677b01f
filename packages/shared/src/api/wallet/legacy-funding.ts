/**
 * The 500cai deposit, withdrawal and report calls, on our funding service: a deposit is one of our
 * requests the merchant decides (fields as the deposit relays of current clients, the nearest
 * documented sibling); the withdrawal is ours, encrypted as the 2017 client sends it.
 */
import { endpoint } from '../../endpoint.js';
import { depositCall } from './deposit-call.js';
import { fundingListValue, fundingValue, historyValue, withdrawRequest } from '../../contracts/wallet.js';
import {
  bankCardRequest,
  bankCardValue,
  fundingChannelsValue,
  legacyPageQuery,
} from '../../contracts/legacy-wallet.js';

export const depositByGateway = depositCall('/wps/transaction/deposit/pg');
export const depositByTransfer = depositCall('/wps/transaction/deposit/mt');
export const depositManual = depositCall('/wps/transaction/deposit/ma');
export const depositByQr = depositCall('/wps/transaction/deposit/qr');
export const withdraw = endpoint({
  method: 'POST',
  path: '/wps/transaction/withdraw',
  auth: 'member',
  body: withdrawRequest,
  value: fundingValue,
  wire: { encrypted: true },
});
export const depositBanks = endpoint({
  method: 'GET',
  path: '/wps/system/depositBanks',
  auth: 'member',
  value: fundingChannelsValue,
});
export const withdrawBanks = endpoint({
  method: 'GET',
  path: '/wps/system/withdrawBanks',
  auth: 'member',
  value: fundingChannelsValue,
});
export const depositReport = endpoint({
  method: 'GET',
  path: '/wps/report/depositTransaction',
  auth: 'member',
  query: legacyPageQuery,
  value: fundingListValue,
});
export const withdrawReport = endpoint({
  method: 'GET',
  path: '/wps/report/withdrawTransaction',
  auth: 'member',
  query: legacyPageQuery,
  value: fundingListValue,
});
export const bankCard = endpoint({
  method: 'GET',
  path: '/wps/member/bankCard',
  auth: 'member',
  value: bankCardValue,
});
export const saveBankCard = endpoint({
  method: 'PUT',
  path: '/wps/member/bankCard',
  auth: 'member',
  body: bankCardRequest,
  value: bankCardValue,
  wire: { encrypted: true },
});
/** Every movement of the main wallet, newest first (our balance history). */
export const transactionReport = endpoint({
  method: 'GET',
  path: '/wps/report/transaction',
  auth: 'member',
  query: legacyPageQuery,
  value: historyValue,
});
