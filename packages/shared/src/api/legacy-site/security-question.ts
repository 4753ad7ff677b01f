/** Security questions of the 500cai member centre (contracts/security-questions.ts). */
import { endpoint } from '../../endpoint.js';
import {
  checkSecurityAnswersRequest,
  securityAnswersValue,
  securityQuestionListValue,
  setSecurityAnswersRequest,
} from '../../contracts/security-questions.js';

export const questions = endpoint({
  method: 'GET',
  path: '/wps/member/securityQuestions',
  auth: 'visitor',
  value: securityQuestionListValue,
});
export const answered = endpoint({
  method: 'GET',
  path: '/wps/member/customerSecurityQuestions',
  auth: 'member',
  value: securityQuestionListValue,
});
export const set = endpoint({
  method: 'PUT',
  path: '/wps/member/customerSecurityQuestions',
  auth: 'member',
  body: setSecurityAnswersRequest,
  value: securityAnswersValue,
  wire: { encrypted: true },
});
export const check = endpoint({
  method: 'POST',
  path: '/wps/member/customerSecurityQuestions',
  auth: 'member',
  body: checkSecurityAnswersRequest,
  value: securityAnswersValue,
  wire: { encrypted: true },
});
