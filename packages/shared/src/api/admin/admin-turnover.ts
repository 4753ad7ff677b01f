/** Wagering before withdrawal: the merchant's multiples (area settings), members' requirements and waivers (area members). */
import { endpoint } from '../../endpoint.js';
import { adminIdParams } from '../../contracts/admin.js';
import {
  turnoverSettingsValue,
  turnoverSummaryValue,
  turnoverWaiveParams,
  turnoverWaiveRequest,
} from '../../contracts/wallet.js';

export const settings = endpoint({
  method: 'GET',
  path: '/admin/api/merchant/turnover',
  auth: 'operator',
  value: turnoverSettingsValue,
});
export const updateSettings = endpoint({
  method: 'PUT',
  path: '/admin/api/merchant/turnover',
  auth: 'operator',
  body: turnoverSettingsValue,
  value: turnoverSettingsValue,
});
export const member = endpoint({
  method: 'GET',
  path: '/admin/api/members/:id/turnover',
  auth: 'operator',
  params: adminIdParams,
  value: turnoverSummaryValue,
});
/** Takes the requirement's unmet part away (audited with the remarks); answers the member's summary. */
export const waive = endpoint({
  method: 'POST',
  path: '/admin/api/members/:id/turnover/:requirementId/waive',
  auth: 'operator',
  params: turnoverWaiveParams,
  body: turnoverWaiveRequest,
  value: turnoverSummaryValue,
});
