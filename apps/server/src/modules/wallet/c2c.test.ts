import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROOF_IMAGE_MAX_BYTES } from '@platform/shared';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, freshIp, loginToken, resetCounters } from '../../platform/testing/accounts.js';
import { DEMO_PAYMENT_PASSWORD } from '../../seed/demo-wallets.js';
import { adminToken, available, capture, checkLedger, memberIdOf, setMember, SOUND } from './test-support.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let member: string;
let payer: string;
let agent: string;
let admin: string;
let memberId: number;
let agentId: number;

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JFIF file: what tells a JPEG apart. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  member = await loginToken(t, 'demo002', 'demo1234');
  payer = await loginToken(t, 'demo001', 'demo1234');
  agent = await loginToken(t, 'agent001', 'agent1234');
  admin = await adminToken(t);
  memberId = await memberIdOf(t, 'demo', 'demo002');
  agentId = await memberIdOf(t, 'demo', 'agent001');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetCounters(t);
});

const code = (res: Awaited<ReturnType<typeof api.get>>) => body(res).errorCode;

function multipart(
  fields: Record<string, string>,
  files: { name: string; filename: string; type: string; data: Buffer }[],
) {
  const boundary = `----proof${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function processForm(
  token: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
) {
  const { payload, contentType } = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_processC2CTransaction',
    headers: {
      Merchant: 'demo',
      Authorization: token,
      'Content-Type': contentType,
      'X-Forwarded-For': freshIp(),
    },
    payload,
  });
}

const processJson = (token: string, payload: Record<string, unknown>) =>
  api.post('/wps/relay/MCSFE_processC2CTransaction', payload, { token });

const list = async (token: string, status = 'WAITING') =>
  body(await api.get(`/wps/relay/MCSFE_getPaymentConfirmationList?status=${status}&size=50`, { token }))
    .value;

async function c2cDeposit(amount: string): Promise<{ id: number; payDetailId: number }> {
  const res = await api.post('/wps/wallet/deposit', { amount, method: 'C2C' }, { token: member });
  const value = body(res).value;
  if (!value?.payDetailId) throw new Error(`no C2C deposit: ${res.body}`);
  return value;
}

const proofFile = (data: Buffer, type = 'image/png', filename = 'proof.png') => ({
  name: 'proofOfNotReceive',
  filename,
  type,
  data,
});

describe('a downline deposits through its agent', () => {
  it('holds the agent money, asks the agent, and settles on Y', async () => {
    const agentEvents = await capture(t, 'demo', agentId);
    const memberEvents = await capture(t, 'demo', memberId);
    const agentBefore = Number(await available(t, agent));
    const memberBefore = Number(await available(t, member));

    const created = await c2cDeposit('700');
    expect(Number(await available(t, agent))).toBe(agentBefore - 700);
    expect(agentEvents.messages).toEqual([
      {
        type: 'PAYMENT_CONFIRMATION',
        data: {
          payDetailId: created.payDetailId,
          type: 'DEPOSIT',
          amount: '700.00',
          status: 'WAITING',
          time: expect.any(Number),
        },
      },
    ]);
    const waiting = await list(agent);
    expect(waiting.list[0]).toMatchObject({
      payDetailId: created.payDetailId,
      type: 'DEPOSIT',
      payerName: 'Jade Tiger',
      isAutoConfirmed: 'N',
      amount: '700.00',
      remainingAmount: '700.00',
      status: 'WAITING',
    });
    expect((await list(member)).list).toEqual([]);

    const res = await processJson(agent, { isMoneyReceived: 'Y', payDetailId: created.payDetailId });
    expect(body(res).value).toEqual({ payDetailId: created.payDetailId, status: 'COMPLETED' });
    expect(Number(await available(t, agent))).toBe(agentBefore - 700);
    expect(Number(await available(t, member))).toBe(memberBefore + 700);
    expect(memberEvents.messages.map((m) => m.type)).toEqual(['PAYMENT_CONFIRMATION', 'DEPOSIT']);
    expect(memberEvents.messages[1]!.data).toMatchObject({ amount: '700.00', success: true });
    const mine = body(await api.get('/wps/wallet/deposits', { token: member })).value.list[0];
    expect(mine).toMatchObject({
      id: created.id,
      method: 'C2C',
      status: 'APPROVED',
      payDetailId: created.payDetailId,
    });

    const again = await processJson(agent, { isMoneyReceived: 'Y', payDetailId: created.payDetailId });
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe('c2c.already.answered');
    await agentEvents.stop();
    await memberEvents.stop();
  });

  it('answers someone else payment as not found', async () => {
    const created = await c2cDeposit('100');
    expect(code(await processJson(payer, { isMoneyReceived: 'Y', payDetailId: created.payDetailId }))).toBe(
      'c2c.not.found',
    );
    expect(code(await processJson(member, { isMoneyReceived: 'Y', payDetailId: created.payDetailId }))).toBe(
      'c2c.not.found',
    );
    expect(code(await processJson(agent, { isMoneyReceived: 'Y', payDetailId: 99_999_999 }))).toBe(
      'c2c.not.found',
    );
    await processJson(agent, { isMoneyReceived: 'A', payDetailId: created.payDetailId });
  });

  it('N needs exactly one JPG or PNG of at most 5 MB, judged by its content', async () => {
    const created = await c2cDeposit('150');
    const fields = { isMoneyReceived: 'N', payDetailId: String(created.payDetailId) };
    expect(code(await processForm(agent, fields))).toBe('proof.image.required');
    expect(code(await processJson(agent, { isMoneyReceived: 'N', payDetailId: created.payDetailId }))).toBe(
      'proof.image.required',
    );
    const fake = Buffer.from('GIF89a not a png at all, whatever the name says');
    expect(code(await processForm(agent, fields, [proofFile(fake)]))).toBe('proof.image.invalid');
    const huge = Buffer.concat([PNG, Buffer.alloc(PROOF_IMAGE_MAX_BYTES)]);
    expect(code(await processForm(agent, fields, [proofFile(huge)]))).toBe('proof.image.invalid');
    expect(code(await processForm(agent, fields, [proofFile(PNG), proofFile(PNG)]))).toBe(
      'proof.image.invalid',
    );
    expect(
      code(
        await processJson(agent, {
          isMoneyReceived: 'Y',
          payDetailId: created.payDetailId,
          proofOfNotReceive: PNG.toString('base64'),
        }),
      ),
    ).toBe('request.invalid');
    expect(
      (await list(agent)).list.some((p: { payDetailId: number }) => p.payDetailId === created.payDetailId),
    ).toBe(true);

    const res = await processForm(agent, fields, [proofFile(JPEG, 'application/octet-stream', 'scan.bin')]);
    expect(body(res).value).toEqual({ payDetailId: created.payDetailId, status: 'NOT_RECEIVED' });
    const proof = await api.get(`/admin/api/payment-confirmations/${created.payDetailId}/proof`, {
      token: admin,
    });
    expect(proof.headers['content-type']).toBe('image/jpeg');
    expect(proof.rawPayload.equals(JPEG)).toBe(true);
  });

  it('N with a proof leaves the money held; the merchant cancels it and the agent gets it back', async () => {
    const agentBefore = Number(await available(t, agent));
    const memberEvents = await capture(t, 'demo', memberId);
    const created = await c2cDeposit('200');
    const res = await processJson(agent, {
      isMoneyReceived: 'N',
      payDetailId: created.payDetailId,
      proofOfNotReceive: `data:image/png;base64,${PNG.toString('base64')}`,
    });
    expect(body(res).value.status).toBe('NOT_RECEIVED');
    expect(Number(await available(t, agent))).toBe(agentBefore - 200);

    const queue = body(await api.get('/admin/api/payment-confirmations', { token: admin })).value;
    expect(
      queue.list.find((p: { payDetailId: number }) => p.payDetailId === created.payDetailId),
    ).toMatchObject({
      payer: 'demo002',
      payee: 'agent001',
      hasProof: true,
      status: 'NOT_RECEIVED',
    });
    const proof = await api.get(`/admin/api/payment-confirmations/${created.payDetailId}/proof`, {
      token: admin,
    });
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.rawPayload.equals(PNG)).toBe(true);

    const resolved = await api.post(
      `/admin/api/payment-confirmations/${created.payDetailId}/resolve`,
      { decision: 'CANCEL', remarks: 'no transfer found' },
      { token: admin },
    );
    expect(body(resolved).value).toEqual({ payDetailId: created.payDetailId, status: 'CANCELLED' });
    expect(Number(await available(t, agent))).toBe(agentBefore);
    const deposit = memberEvents.messages.find((m) => m.type === 'DEPOSIT');
    expect(deposit?.data).toMatchObject({ amount: '200.00', success: false, remarks: 'no transfer found' });
    await memberEvents.stop();

    const twice = await api.post(
      `/admin/api/payment-confirmations/${created.payDetailId}/resolve`,
      { decision: 'PAY', remarks: 'changed my mind' },
      { token: admin },
    );
    expect(code(twice)).toBe('c2c.already.answered');
  });

  it('A forces the confirmation: the money moves at once, as with Y', async () => {
    const memberBefore = Number(await available(t, member));
    const created = await c2cDeposit('300');
    expect(
      body(await processJson(agent, { isMoneyReceived: 'A', payDetailId: created.payDetailId })).value.status,
    ).toBe('COMPLETED');
    expect(Number(await available(t, member))).toBe(memberBefore + 300);
    expect(code(await processJson(agent, { isMoneyReceived: 'A', payDetailId: created.payDetailId }))).toBe(
      'c2c.already.answered',
    );
    const done = (await list(agent, 'COMPLETED')).list.find(
      (p: { payDetailId: number }) => p.payDetailId === created.payDetailId,
    );
    expect(done).toMatchObject({ isAutoConfirmed: 'Y', amount: '300.00', remainingAmount: '0.00' });
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('the merchant resolves a disputed payment, with remarks, and only its own', async () => {
    const memberBefore = Number(await available(t, member));
    const created = await c2cDeposit('300');
    const fields = { isMoneyReceived: 'N', payDetailId: String(created.payDetailId) };
    expect(body(await processForm(agent, fields, [proofFile(PNG)])).value.status).toBe('NOT_RECEIVED');
    expect(
      code(
        await api.post(
          `/admin/api/payment-confirmations/${created.payDetailId}/resolve`,
          { decision: 'PAY' },
          { token: admin },
        ),
      ),
    ).toBe('request.invalid');
    const alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
    expect(
      code(
        await api.post(
          `/admin/api/payment-confirmations/${created.payDetailId}/resolve`,
          { decision: 'PAY', remarks: 'x' },
          { token: alphaAdmin, merchant: 'alpha' },
        ),
      ),
    ).toBe('c2c.not.found');
    await api.post(
      `/admin/api/payment-confirmations/${created.payDetailId}/resolve`,
      { decision: 'PAY', remarks: 'bank statement shows it' },
      { token: admin },
    );
    expect(Number(await available(t, member))).toBe(memberBefore + 300);
  });

  it('is unavailable without an upline agent that can cover the amount', async () => {
    const uplineId = agentId;
    await setMember(t, 'demo', 'demo002', { uplineId: null });
    try {
      expect(
        code(await api.post('/wps/wallet/deposit', { amount: '100', method: 'C2C' }, { token: member })),
      ).toBe('c2c.counterparty.unavailable');
    } finally {
      await setMember(t, 'demo', 'demo002', { uplineId });
    }
    expect(
      code(await api.post('/wps/wallet/deposit', { amount: '500000', method: 'C2C' }, { token: member })),
    ).toBe('c2c.counterparty.unavailable');
  });
});

describe('a downline withdraws through its agent', () => {
  it('holds the member money and settles when the member confirms being paid', async () => {
    const agentEvents = await capture(t, 'demo', agentId);
    const agentBefore = Number(await available(t, agent));
    const memberBefore = Number(await available(t, member));
    const res = await api.post(
      '/wps/wallet/withdraw',
      { amount: '400', method: 'C2C', paymentPassword: DEMO_PAYMENT_PASSWORD },
      { token: member },
    );
    const created = body(res).value;
    expect(created).toMatchObject({ method: 'C2C', status: 'PENDING', payDetailId: expect.any(Number) });
    expect(Number(await available(t, member))).toBe(memberBefore - 400);
    expect(agentEvents.messages[0]).toMatchObject({
      type: 'PAYMENT_CONFIRMATION',
      data: { type: 'WITHDRAW', status: 'WAITING', amount: '400.00' },
    });
    const waiting = (await list(member)).list[0];
    expect(waiting).toMatchObject({
      payDetailId: created.payDetailId,
      type: 'WITHDRAW',
      payerName: 'Agent Chen',
    });
    const form = await processForm(member, {
      isMoneyReceived: 'Y',
      payDetailId: String(created.payDetailId),
    });
    expect(body(form).value.status).toBe('COMPLETED');
    expect(Number(await available(t, agent))).toBe(agentBefore + 400);
    expect(code(await api.post(`/admin/api/withdrawals/${created.id}/approve`, {}, { token: admin }))).toBe(
      'funding.already.decided',
    );
    await agentEvents.stop();
  });

  it('leaves C2C requests to the members: the bank queue refuses to decide them', async () => {
    const created = body(
      await api.post(
        '/wps/wallet/withdraw',
        { amount: '100', method: 'C2C', paymentPassword: DEMO_PAYMENT_PASSWORD },
        { token: member },
      ),
    ).value;
    expect(code(await api.post(`/admin/api/withdrawals/${created.id}/approve`, {}, { token: admin }))).toBe(
      'function.not.available',
    );
    await processForm(member, { isMoneyReceived: 'N', payDetailId: String(created.payDetailId) }, [
      proofFile(PNG),
    ]);
    const disputed = body(
      await api.get('/admin/api/payment-confirmations?status=NOT_RECEIVED', { token: admin }),
    ).value;
    expect(disputed.list.some((p: { payDetailId: number }) => p.payDetailId === created.payDetailId)).toBe(
      true,
    );
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});

describe('a payment nobody answers expires', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('keeps waiting within 24 hours, then gives the held money back and rejects the request once', async () => {
    const agentBefore = Number(await available(t, agent));
    const memberEvents = await capture(t, 'demo', memberId);
    const created = await c2cDeposit('250');
    expect(Number(await available(t, agent))).toBe(agentBefore - 250);

    expect(await t.services.c2c.expireDue(new Date(Date.now() + DAY - 60_000))).toBe(0);
    expect(
      (await list(agent)).list.some((p: { payDetailId: number }) => p.payDetailId === created.payDetailId),
    ).toBe(true);

    const later = new Date(Date.now() + DAY + 60_000);
    expect(await t.services.c2c.expireDue(later)).toBeGreaterThanOrEqual(1);
    expect(await t.services.c2c.expireDue(later)).toBe(0);
    expect(Number(await available(t, agent))).toBe(agentBefore);
    expect((await list(agent)).list).toEqual([]);
    const expired = (await list(agent, 'EXPIRED')).list.find(
      (p: { payDetailId: number }) => p.payDetailId === created.payDetailId,
    );
    expect(expired).toMatchObject({ status: 'EXPIRED', remainingAmount: '0.00', isAutoConfirmed: 'N' });
    const mine = body(await api.get('/wps/wallet/deposits', { token: member })).value.list.find(
      (d: { id: number }) => d.id === created.id,
    );
    expect(mine).toMatchObject({ status: 'REJECTED' });
    const deposit = memberEvents.messages.find((m) => m.type === 'DEPOSIT');
    expect(deposit?.data).toMatchObject({ amount: '250.00', success: false });
    await memberEvents.stop();

    expect(code(await processJson(agent, { isMoneyReceived: 'Y', payDetailId: created.payDetailId }))).toBe(
      'c2c.already.answered',
    );
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });
});
