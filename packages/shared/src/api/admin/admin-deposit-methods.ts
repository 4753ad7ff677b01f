/** The merchant's deposit methods and receiving accounts (area funding). */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { adminIdParams } from '../../contracts/admin.js';
import {
  adminDepositAccountItem,
  adminDepositAccountParams,
  adminDepositAccountRequest,
  adminDepositMethodItem,
  adminDepositMethodRequest,
  adminDepositMethodsValue,
  adminDepositSettingsRequest,
} from '../../contracts/deposit-methods.js';

export const list = endpoint({
  method: 'GET',
  path: '/admin/api/deposit-methods',
  auth: 'operator',
  value: adminDepositMethodsValue,
});
export const saveSettings = endpoint({
  method: 'PUT',
  path: '/admin/api/deposit-methods/settings',
  auth: 'operator',
  body: adminDepositSettingsRequest,
  value: adminDepositSettingsRequest,
});
export const create = endpoint({
  method: 'POST',
  path: '/admin/api/deposit-methods',
  auth: 'operator',
  body: adminDepositMethodRequest,
  value: adminDepositMethodItem,
});
/** Edits a method; enabled: false takes it off the members' list (requests keep their method). */
export const update = endpoint({
  method: 'PUT',
  path: '/admin/api/deposit-methods/:id',
  auth: 'operator',
  params: adminIdParams,
  body: adminDepositMethodRequest,
  value: adminDepositMethodItem,
});
export const createAccount = endpoint({
  method: 'POST',
  path: '/admin/api/deposit-methods/:id/accounts',
  auth: 'operator',
  params: adminIdParams,
  body: adminDepositAccountRequest,
  value: adminDepositAccountItem,
});
export const updateAccount = endpoint({
  method: 'PUT',
  path: '/admin/api/deposit-methods/:id/accounts/:accountId',
  auth: 'operator',
  params: adminDepositAccountParams,
  body: adminDepositAccountRequest,
  value: adminDepositAccountItem,
});
/** The member's receipt of a deposit (PNG or JPEG) as it was uploaded. */
export const receipt = endpoint({
  method: 'GET',
  path: '/admin/api/deposits/:id/receipt',
  auth: 'operator',
  params: adminIdParams,
  value: z.unknown(),
  wire: { raw: true },
});
