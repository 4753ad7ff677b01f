import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptRequest } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, freshIp, loginToken, resetCounters } from '../../platform/testing/accounts.js';
import { memberSecurityAnswers } from './member.tables.js';

/**
 * Security questions of the 500cai member centre: the platform's questions in the caller's
 * language, answers set under the login password, stored hashed, checked with a failure limit.
 */
let t: TestApp;
let api: ReturnType<typeof client>;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  member = await loginToken(t, 'demo002', 'demo1234');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await resetCounters(t);
});

async function sealed(method: 'PUT' | 'POST', payload: object, token = member) {
  const modulus = (await api.get('/wps/session/key/rsa')).body;
  const { encryption, body: text } = encryptRequest(payload, modulus);
  return t.app.inject({
    method,
    url: '/wps/member/customerSecurityQuestions',
    headers: {
      Merchant: 'demo',
      Authorization: token,
      Encryption: encryption,
      'Content-Type': 'application/json',
      'X-Forwarded-For': freshIp(),
    },
    payload: text,
  });
}

const ANSWERS = [
  { questionId: 2, answer: 'Chiang  Mai' },
  { questionId: 4, answer: 'Lucky' },
];

describe('security questions', () => {
  it('lists the questions in the language asked for, anonymously', async () => {
    const en = body(await api.get('/wps/member/securityQuestions', { headers: { Language: 'EN' } })).value;
    expect(en.length).toBeGreaterThanOrEqual(2);
    expect(en[0]).toEqual({ questionId: 1, question: "What is your mother's name?" });
    const th = body(await api.get('/wps/member/securityQuestions', { headers: { Language: 'TH' } })).value;
    expect(th[0].question).toBe('มารดาของคุณชื่ออะไร');
  });

  it('sets answers under the login password, stores them hashed, and checks them without regard to case or spaces', async () => {
    expect(body(await api.get('/wps/member/customerSecurityQuestions', { token: member })).value).toEqual([]);
    expect(body(await sealed('POST', { questions: ANSWERS })).errorCode).toBe('security.answers.not.set');

    const set = await sealed('PUT', { password: 'demo1234', questions: ANSWERS });
    expect(body(set)).toMatchObject({ success: true, value: { verified: true } });
    const answered = body(
      await api.get('/wps/member/customerSecurityQuestions', { token: member, headers: { Language: 'EN' } }),
    ).value;
    expect(answered.map((q: { questionId: number }) => q.questionId)).toEqual([2, 4]);
    expect(JSON.stringify(answered)).not.toContain('Lucky');

    const rows = await t.database.db.select().from(memberSecurityAnswers);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.answerHash).toMatch(/^\$argon2/);
      expect(row.answerHash).not.toContain('lucky');
    }

    const right = await sealed('POST', {
      questions: [
        { questionId: 2, answer: ' chiang mai ' },
        { questionId: 4, answer: 'LUCKY' },
      ],
    });
    expect(body(right).value).toEqual({ verified: true });
    const wrong = await sealed('POST', {
      questions: [
        { questionId: 2, answer: 'Bangkok' },
        { questionId: 4, answer: 'Lucky' },
      ],
    });
    expect(body(wrong).errorCode).toBe('security.answer.incorrect');
  });

  it('refuses a wrong login password, unknown or repeated questions and the wrong number of answers', async () => {
    const cases: [object, string][] = [
      [{ password: 'wrong-pass', questions: ANSWERS }, 'old.password.incorrect'],
      [{ questions: ANSWERS }, 'not_empty'],
      [
        { password: 'demo1234', questions: [ANSWERS[0], { questionId: 99, answer: 'x' }] },
        'security.question.invalid',
      ],
      [{ password: 'demo1234', questions: [ANSWERS[0], ANSWERS[0]] }, 'security.question.invalid'],
      [{ password: 'demo1234', questions: [ANSWERS[0]] }, 'request.invalid'],
    ];
    for (const [payload, expected] of cases) {
      const res = await sealed('PUT', payload);
      expect([JSON.stringify(payload), body(res).errorCode]).toEqual([JSON.stringify(payload), expected]);
    }
    expect((await api.get('/wps/member/customerSecurityQuestions')).statusCode).toBe(401);
  });

  it('locks the check after five wrong answers, even for the right ones', async () => {
    await sealed('PUT', { password: 'demo1234', questions: ANSWERS });
    const wrong = { questions: [{ questionId: 2, answer: 'nope' }, ANSWERS[1]] };
    for (let i = 0; i < 5; i++)
      expect(body(await sealed('POST', wrong)).errorCode).toBe('security.answer.incorrect');
    const locked = await sealed('POST', { questions: ANSWERS });
    expect(locked.statusCode).toBe(429);
    expect(body(locked).errorCode).toBe('security.answer.locked');
  });
});
