/** The 500cai client's site, trial and agent calls, each answered by a service of ours. */
import { z } from 'zod';
import { endpoint } from '../../endpoint.js';
import { affiliateValue } from '../../contracts/account.js';
import { noticePageValue } from '../../contracts/message.js';
import { downlineTransferValue } from '../../contracts/wallet.js';
import { lotterySeriesValue } from '../../contracts/lottery.js';
import {
  advancedAnnouncementQuery,
  collectRequest,
  createDownlineRequest,
  createDownlineValue,
  defaultAgentQuery,
  legacyDownlineTransferRequest,
} from '../../contracts/legacy-site.js';

export const announcementsAdvanced = endpoint({
  method: 'GET',
  path: '/wps/system/announcements/advanced',
  auth: 'visitor',
  query: advancedAnnouncementQuery,
  value: noticePageValue,
});
/** Answers 204 with no body, as the field reference observed. */
export const collect = endpoint({
  method: 'POST',
  path: '/wps/system/collect',
  auth: 'visitor',
  body: collectRequest,
  value: z.null(),
});
export const defaultAgent = endpoint({
  method: 'GET',
  path: '/wps/agent/default',
  auth: 'visitor',
  query: defaultAgentQuery,
  value: affiliateValue,
});
/** A free username for a trial account, where the merchant offers free play (FREEPLAY3). */
export const trialUser = endpoint({
  method: 'GET',
  path: '/wps/member/trialuser',
  auth: 'visitor',
  value: z.string(),
});
export const transferDownline = endpoint({
  method: 'PUT',
  path: '/wps/agent/transferDownline',
  auth: 'member',
  body: legacyDownlineTransferRequest,
  value: downlineTransferValue,
  wire: { encrypted: true },
});
export const createDownline = endpoint({
  method: 'POST',
  path: '/wps/agent/downline',
  auth: 'member',
  body: createDownlineRequest,
  value: createDownlineValue,
  wire: { encrypted: true },
});
/**
 * The prize groups the member may bet at: the answer of /lgw/customers/series, in the envelope
 * (so it is its own declaration rather than an alias of that bare call).
 */
export const lottoCustomersSeries = endpoint({
  method: 'GET',
  path: '/wps/member/lottoCustomersSeries',
  auth: 'member',
  value: z.array(lotterySeriesValue),
});
