/** The merchant's deposit methods as a member picks from them, and the payment panel of a deposit. */
import { endpoint } from '../../endpoint.js';
import {
  depositIdParams,
  depositMethodsValue,
  depositPaymentValue,
  depositReceiptRequest,
} from '../../contracts/deposit-methods.js';
import { fundingValue } from '../../contracts/wallet.js';

/** Enabled methods with at least one enabled receiving account, with their bounds. */
export const methods = endpoint({
  method: 'GET',
  path: '/wps/wallet/deposit-methods',
  auth: 'member',
  value: depositMethodsValue,
});
/** One of the member's deposits with where to pay it: account, QR image, reference, expiry. */
export const payment = endpoint({
  method: 'GET',
  path: '/wps/wallet/deposits/:id',
  auth: 'member',
  params: depositIdParams,
  value: depositPaymentValue,
});
/** The member's receipt of a pending deposit: one PNG or JPEG (multipart file or base64 field). */
export const uploadReceipt = endpoint({
  method: 'POST',
  path: '/wps/wallet/deposits/:id/receipt',
  auth: 'member',
  params: depositIdParams,
  body: depositReceiptRequest,
  value: fundingValue,
  wire: { body: 'multipart' },
});
