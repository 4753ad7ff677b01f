import { z } from 'zod';
import { lazySchema } from '../lazy-schema.js';
import type { LanguageCode } from '../languages.js';

/**
 * Security questions (500cai GET /wps/member/securityQuestions, GET|PUT|POST
 * /wps/member/customerSecurityQuestions). The questions are the platform's own, in every shipped
 * language; a member answers SECURITY_ANSWERS_REQUIRED of them and the answers are stored hashed
 * as passwords are. The field reference gives the calls only; fields follow our payment password
 * call (the login password proves who sets them).
 */
export const SECURITY_QUESTIONS: readonly { id: number; text: Record<LanguageCode, string> }[] = [
  {
    id: 1,
    text: {
      CN: '您母亲的姓名是什么？',
      TW: '您母親的姓名是什麼？',
      JA: 'お母様のお名前は何ですか？',
      EN: "What is your mother's name?",
      TH: 'มารดาของคุณชื่ออะไร',
      VI: 'Tên mẹ của bạn là gì?',
    },
  },
  {
    id: 2,
    text: {
      CN: '您出生的城市是哪里？',
      TW: '您出生的城市是哪裡？',
      JA: 'あなたが生まれた都市はどこですか？',
      EN: 'In which city were you born?',
      TH: 'คุณเกิดที่เมืองอะไร',
      VI: 'Bạn sinh ra ở thành phố nào?',
    },
  },
  {
    id: 3,
    text: {
      CN: '您小学的校名是什么？',
      TW: '您小學的校名是什麼？',
      JA: '通っていた小学校の名前は何ですか？',
      EN: 'What was the name of your primary school?',
      TH: 'โรงเรียนประถมของคุณชื่ออะไร',
      VI: 'Trường tiểu học của bạn tên là gì?',
    },
  },
  {
    id: 4,
    text: {
      CN: '您第一只宠物的名字是什么？',
      TW: '您第一隻寵物的名字是什麼？',
      JA: '最初に飼ったペットの名前は何ですか？',
      EN: 'What was the name of your first pet?',
      TH: 'สัตว์เลี้ยงตัวแรกของคุณชื่ออะไร',
      VI: 'Thú cưng đầu tiên của bạn tên là gì?',
    },
  },
  {
    id: 5,
    text: {
      CN: '您最好的童年朋友叫什么名字？',
      TW: '您最好的童年朋友叫什麼名字？',
      JA: '子供の頃の親友の名前は何ですか？',
      EN: 'What is the name of your best childhood friend?',
      TH: 'เพื่อนสนิทในวัยเด็กของคุณชื่ออะไร',
      VI: 'Người bạn thân thời thơ ấu của bạn tên là gì?',
    },
  },
];
export const SECURITY_ANSWERS_REQUIRED = 2;
export const SECURITY_ANSWER_MAX_LENGTH = 64;

export const securityQuestionItem = lazySchema(() =>
  z.object({ questionId: z.number(), question: z.string() }),
);
/** The platform's questions, or the ones the member answered (never the answers). */
export const securityQuestionListValue = lazySchema(() => z.array(securityQuestionItem));

const answers = lazySchema(() =>
  z
    .array(
      z.object({
        questionId: z.coerce.number().int().min(1).max(1000),
        answer: z.string().trim().min(1).max(SECURITY_ANSWER_MAX_LENGTH),
      }),
    )
    .length(SECURITY_ANSWERS_REQUIRED),
);

/** PUT: sets (or replaces) the answers; the login password proves the account's owner is asking. */
export const setSecurityAnswersRequest = lazySchema(() =>
  z.object({ password: z.string().max(128).nullish(), questions: answers }),
);
export type SetSecurityAnswersRequest = z.infer<typeof setSecurityAnswersRequest>;

/** POST: checks answers; wrong ones are counted, and too many lock the check for a while. */
export const checkSecurityAnswersRequest = lazySchema(() => z.object({ questions: answers }));
export type CheckSecurityAnswersRequest = z.infer<typeof checkSecurityAnswersRequest>;
export const securityAnswersValue = lazySchema(() => z.object({ verified: z.literal(true) }));
