/**
 * The 500cai (2017) agent centre, answered by ours: announcements are the merchant's, rebate
 * settings its rebate rates, downline rebates the contracts the agent offered, downlines its team,
 * affiliate URLs its register codes. Every call needs an agent (permission.denied otherwise).
 */
import { endpoint } from '../../endpoint.js';
import { noticePageValue } from '../../contracts/message.js';
import { rebateRateListValue } from '../../contracts/promotion.js';
import {
  agentContractsValue,
  legacyAffiliateUrlIdQuery,
  legacyAffiliateUrlRequest,
  legacyAgentPageQuery,
  legacyDownlineRebatesQuery,
  legacyDownlinesQuery,
  promoteDownlineRequest,
  promoteDownlineValue,
  registerCodeItem,
  registerCodesValue,
  registerCodeUpdateValue,
  registeredAffiliatesValue,
  teamMembersValue,
  transferEnabledValue,
} from '../../contracts/agent.js';

export const announcements = endpoint({
  method: 'GET',
  path: '/wps/agent/announcements',
  auth: 'member',
  query: legacyAgentPageQuery,
  value: noticePageValue,
});
export const globalRebateSettings = endpoint({
  method: 'GET',
  path: '/wps/agent/globalRebateSettings',
  auth: 'member',
  value: rebateRateListValue,
});
export const downlineRebates = endpoint({
  method: 'GET',
  path: '/wps/agent/downlineRebates',
  auth: 'member',
  query: legacyDownlineRebatesQuery,
  value: agentContractsValue,
});
export const downlines = endpoint({
  method: 'GET',
  path: '/wps/agent/downlines',
  auth: 'member',
  query: legacyDownlinesQuery,
  value: teamMembersValue,
});
export const createAffiliateUrl = endpoint({
  method: 'POST',
  path: '/wps/agent/affiliateUrl',
  auth: 'member',
  body: legacyAffiliateUrlRequest,
  value: registerCodeItem,
});
export const affiliateUrls = endpoint({
  method: 'GET',
  path: '/wps/agent/affiliateUrls',
  auth: 'member',
  query: legacyAgentPageQuery,
  value: registerCodesValue,
});
export const deleteAffiliateUrl = endpoint({
  method: 'DELETE',
  path: '/wps/agent/affiliateUrl',
  auth: 'member',
  query: legacyAffiliateUrlIdQuery,
  value: registerCodeUpdateValue,
});
export const registeredAffiliates = endpoint({
  method: 'GET',
  path: '/wps/agent/registeredAffiliates',
  auth: 'member',
  query: legacyAgentPageQuery,
  value: registeredAffiliatesValue,
});
export const transferEnabled = endpoint({
  method: 'GET',
  path: '/wps/agent/transferEnabled',
  auth: 'member',
  value: transferEnabledValue,
});
export const promoteDownlineToAgent = endpoint({
  method: 'PUT',
  path: '/wps/agent/promoteDownlineToAgent',
  auth: 'member',
  body: promoteDownlineRequest,
  value: promoteDownlineValue,
  wire: { body: 'form' },
});
