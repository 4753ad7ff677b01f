/** The merchant's site settings (area settings). */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { registerFieldSetting } from '../../contracts/system.js';
import {
  adminDomainCreate,
  adminDomainIdParams,
  adminDomainRemoveValue,
  adminMerchantDomain,
  adminMerchantFlag,
  adminMerchantFlagsUpdate,
  adminMerchantSettings,
  adminMerchantSettingsUpdate,
  adminRegisterFieldsUpdate,
} from '../../contracts/admin.js';

export const settings = endpoint({
  method: 'GET',
  path: '/admin/api/merchant/settings',
  auth: 'operator',
  value: adminMerchantSettings,
});
export const updateSettings = endpoint({
  method: 'PUT',
  path: '/admin/api/merchant/settings',
  auth: 'operator',
  body: adminMerchantSettingsUpdate,
  value: adminMerchantSettings,
});
export const flags = endpoint({
  method: 'GET',
  path: '/admin/api/merchant/flags',
  auth: 'operator',
  value: z.array(adminMerchantFlag),
});
export const setFlags = endpoint({
  method: 'PUT',
  path: '/admin/api/merchant/flags',
  auth: 'operator',
  body: adminMerchantFlagsUpdate,
  value: z.array(adminMerchantFlag),
});
export const registerFields = endpoint({
  method: 'GET',
  path: '/admin/api/merchant/register-fields',
  auth: 'operator',
  value: z.array(registerFieldSetting),
});
export const setRegisterFields = endpoint({
  method: 'PUT',
  path: '/admin/api/merchant/register-fields',
  auth: 'operator',
  body: adminRegisterFieldsUpdate,
  value: z.array(registerFieldSetting),
});
export const domains = endpoint({
  method: 'GET',
  path: '/admin/api/merchant/domains',
  auth: 'operator',
  value: z.array(adminMerchantDomain),
});
export const addDomain = endpoint({
  method: 'POST',
  path: '/admin/api/merchant/domains',
  auth: 'operator',
  body: adminDomainCreate,
  value: adminMerchantDomain,
});
export const removeDomain = endpoint({
  method: 'DELETE',
  path: '/admin/api/merchant/domains/:id',
  auth: 'operator',
  params: adminDomainIdParams,
  value: adminDomainRemoveValue,
});
