import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { affiliateValue } from '../contracts/account.js';
import { noticePageValue } from '../contracts/message.js';
import { downlineTransferValue } from '../contracts/wallet.js';
import {
  advancedAnnouncementQuery,
  collectRequest,
  createDownlineRequest,
  createDownlineValue,
  defaultAgentQuery,
  legacyDownlineTransferRequest,
} from '../contracts/legacy-site.js';
import {
  checkSecurityAnswersRequest,
  securityAnswersValue,
  securityQuestionListValue,
  setSecurityAnswersRequest,
} from '../contracts/security-questions.js';

/** The 500cai client's site, trial and agent calls, each answered by a service of ours. */
export const legacySiteApi = {
  announcementsAdvanced: endpoint({
    method: 'GET',
    path: '/wps/system/announcements/advanced',
    auth: 'visitor',
    query: advancedAnnouncementQuery,
    value: noticePageValue,
  }),
  /** Answers 204 with no body, as the field reference observed. */
  collect: endpoint({
    method: 'POST',
    path: '/wps/system/collect',
    auth: 'visitor',
    body: collectRequest,
    value: z.null(),
  }),
  defaultAgent: endpoint({
    method: 'GET',
    path: '/wps/agent/default',
    auth: 'visitor',
    query: defaultAgentQuery,
    value: affiliateValue,
  }),
  /** A free username for a trial account, where the merchant offers free play (FREEPLAY3). */
  trialUser: endpoint({
    method: 'GET',
    path: '/wps/member/trialuser',
    auth: 'visitor',
    value: z.string(),
  }),
  transferDownline: endpoint({
    method: 'PUT',
    path: '/wps/agent/transferDownline',
    auth: 'member',
    body: legacyDownlineTransferRequest,
    value: downlineTransferValue,
    wire: { encrypted: true },
  }),
  createDownline: endpoint({
    method: 'POST',
    path: '/wps/agent/downline',
    auth: 'member',
    body: createDownlineRequest,
    value: createDownlineValue,
    wire: { encrypted: true },
  }),
};

/** Security questions of the 500cai member centre (contracts/security-questions.ts). */
export const securityQuestionApi = {
  questions: endpoint({
    method: 'GET',
    path: '/wps/member/securityQuestions',
    auth: 'visitor',
    value: securityQuestionListValue,
  }),
  answered: endpoint({
    method: 'GET',
    path: '/wps/member/customerSecurityQuestions',
    auth: 'member',
    value: securityQuestionListValue,
  }),
  set: endpoint({
    method: 'PUT',
    path: '/wps/member/customerSecurityQuestions',
    auth: 'member',
    body: setSecurityAnswersRequest,
    value: securityAnswersValue,
    wire: { encrypted: true },
  }),
  check: endpoint({
    method: 'POST',
    path: '/wps/member/customerSecurityQuestions',
    auth: 'member',
    body: checkSecurityAnswersRequest,
    value: securityAnswersValue,
    wire: { encrypted: true },
  }),
};
