import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { body, client, freshIp, loginToken, resetCounters } from '../../platform/testing/accounts.js';
import { adminToken, available, checkLedger, SOUND } from './test-support.js';
import { fundingRequests } from './wallet.tables.js';

let t: TestApp;
let api: ReturnType<typeof client>;
let member: string;
let other: string;
let alphaMember: string;
let admin: string;
let alphaAdmin: string;

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  member = await loginToken(t, 'demo002', 'demo1234');
  other = await loginToken(t, 'demo001', 'demo1234');
  alphaMember = await loginToken(t, 'alpha001', 'alpha1234', 'alpha');
  admin = await adminToken(t);
  alphaAdmin = await adminToken(t, 'alpha', 'alphaadmin1');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await resetCounters(t);
});

const code = (res: Awaited<ReturnType<typeof api.get>>) => body(res).errorCode;
let keys = 0;
const deposit = (payload: Record<string, unknown>, token = member, merchant = 'demo') =>
  api.post(
    '/wps/wallet/deposit',
    { requestId: `dm-test-${Date.now()}-${++keys}`, ...payload },
    { token, merchant },
  );

/** A new method with the given accounts, made through the back office. */
async function newMethod(
  accounts: number,
  extra: Record<string, unknown> = {},
  account: Record<string, unknown> = {},
) {
  const method = body(
    await api.post(
      '/admin/api/deposit-methods',
      {
        kind: 'BANK_TRANSFER',
        name: `Test method ${++keys}`,
        names: { CN: '测试转账' },
        minimumAmount: '200',
        maximumAmount: '3000',
        ...extra,
      },
      { token: admin },
    ),
  ).value;
  const ids: number[] = [];
  for (let i = 0; i < accounts; i++) {
    const created = body(
      await api.post(
        `/admin/api/deposit-methods/${method.id}/accounts`,
        {
          bankName: `Bank ${i}`,
          accountName: 'Golden Lotus Co.',
          accountNo: `100-${keys}-${i}`,
          sort: i,
          ...account,
        },
        { token: admin },
      ),
    ).value;
    ids.push(created.id);
  }
  return { id: method.id as number, accounts: ids };
}

function multipart(file: { filename: string; type: string; data: Buffer }) {
  const boundary = `----receipt${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const uploadReceipt = (id: number, data: Buffer, token = member, type = 'image/png') => {
  const { payload, contentType } = multipart({ filename: 'receipt.png', type, data });
  return t.app.inject({
    method: 'POST',
    url: `/wps/wallet/deposits/${id}/receipt`,
    headers: {
      Merchant: 'demo',
      Authorization: token,
      'Content-Type': contentType,
      'X-Forwarded-For': freshIp(),
    },
    payload,
  });
};

describe('deposit methods for members', () => {
  it('lists enabled methods that have an enabled account, named in the caller’s language', async () => {
    const empty = body(
      await api.post(
        '/admin/api/deposit-methods',
        {
          kind: 'C2C',
          name: 'No accounts yet',
          minimumAmount: '100',
          maximumAmount: '1000',
        },
        { token: admin },
      ),
    ).value;
    const listed = body(
      await api.get('/wps/wallet/deposit-methods', { token: member, headers: { Language: 'CN' } }),
    ).value;
    expect(listed.expiryMinutes).toBe(30);
    expect(listed.methods.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'BANK_TRANSFER',
        name: '银行转账',
        minimumAmount: '100.00',
        currency: 'THB',
      }),
      expect.objectContaining({ kind: 'QR_EWALLET', name: 'PromptPay 扫码', maximumAmount: '50000.00' }),
    ]);
    expect(listed.methods.map((m: { id: number }) => m.id)).not.toContain(empty.id);
    // Another merchant's member sees none of them.
    const alpha = body(
      await api.get('/wps/wallet/deposit-methods', { token: alphaMember, merchant: 'alpha' }),
    ).value;
    expect(alpha.methods).toEqual([]);
  });

  it('gives a deposit an account, a reference and an expiry, shown with the account in full', async () => {
    const method = await newMethod(1);
    const before = Date.now();
    const created = body(await deposit({ amount: '500', methodId: method.id })).value;
    expect(created).toMatchObject({ method: 'BANK', status: 'PENDING', amount: '500.00' });
    expect(created.payment).toMatchObject({
      methodId: method.id,
      kind: 'BANK_TRANSFER',
      bankName: 'Bank 0',
      accountName: 'Golden Lotus Co.',
      accountNo: expect.stringMatching(/^100-\d+-0$/),
      hasQr: false,
      expired: false,
      receiptUploaded: false,
    });
    expect(created.payment.reference).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(created.payment.expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(created.payment.expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);

    const panel = body(await api.get(`/wps/wallet/deposits/${created.id}`, { token: member })).value;
    expect(panel).toMatchObject({
      id: created.id,
      qrImage: null,
      payment: { reference: created.payment.reference },
    });
    const records = body(await api.get('/wps/wallet/deposits?page=1&size=5', { token: member })).value;
    expect(records.list[0].payment.reference).toBe(created.payment.reference);
  });

  it('answers a replay with the first request and its reference', async () => {
    const method = await newMethod(2);
    const payload = { amount: '400', methodId: method.id, requestId: `dm-replay-${Date.now()}` };
    const first = await api.post('/wps/wallet/deposit', payload, { token: member });
    const again = await api.post('/wps/wallet/deposit', payload, { token: member });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(body(again).value.id).toBe(body(first).value.id);
    expect(body(again).value.payment.reference).toBe(body(first).value.payment.reference);
  });

  it('refuses amounts outside the method’s bounds and methods that are off or have no open account', async () => {
    const method = await newMethod(1);
    const low = await deposit({ amount: '199.99', methodId: method.id });
    expect(code(low)).toBe('amount.out.of.range');
    expect(body(low).message).toContain('200');
    expect(code(await deposit({ amount: '3000.01', methodId: method.id }))).toBe('amount.out.of.range');
    // Within the merchant's general bounds but not this method's: still refused.
    expect(code(await deposit({ amount: '5000', methodId: method.id }))).toBe('amount.out.of.range');

    await api.put(
      `/admin/api/deposit-methods/${method.id}/accounts/${method.accounts[0]}`,
      { bankName: 'Bank 0', accountName: 'Golden Lotus Co.', accountNo: '100-0', enabled: false },
      { token: admin },
    );
    expect(code(await deposit({ amount: '500', methodId: method.id }))).toBe('deposit.method.unavailable');
    await api.put(
      `/admin/api/deposit-methods/${method.id}`,
      { kind: 'BANK_TRANSFER', name: 'Off', minimumAmount: '200', maximumAmount: '3000', enabled: false },
      { token: admin },
    );
    expect(code(await deposit({ amount: '500', methodId: method.id }))).toBe('deposit.method.unavailable');
    expect(code(await deposit({ amount: '500', methodId: 999_999 }))).toBe('deposit.method.unavailable');
  });

  it('skips an account whose daily cap the amount would pass', async () => {
    const method = await newMethod(2, {}, { dailyCap: '1000' });
    const a = body(await deposit({ amount: '800', methodId: method.id })).value;
    const b = body(await deposit({ amount: '800', methodId: method.id })).value;
    expect(new Set([a.payment.bankName, b.payment.bankName]).size).toBe(2);
    // Both accounts hold 800 of their 1000 today: a third 800 has nowhere to go.
    expect(code(await deposit({ amount: '800', methodId: method.id }))).toBe('deposit.method.unavailable');
    const small = body(await deposit({ amount: '200', methodId: method.id })).value;
    expect(small.status).toBe('PENDING');
  });
});

describe('rotation', () => {
  it('hands concurrent requests the method’s accounts in turn, each reference unique', async () => {
    const method = await newMethod(3);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => deposit({ amount: '300', methodId: method.id })),
    );
    const values = results.map((r) => body(r).value);
    expect(values.every((v) => v?.status === 'PENDING')).toBe(true);
    const perAccount = new Map<string, number>();
    for (const v of values) perAccount.set(v.payment.bankName, (perAccount.get(v.payment.bankName) ?? 0) + 1);
    expect([...perAccount.entries()].sort()).toEqual([
      ['Bank 0', 4],
      ['Bank 1', 4],
      ['Bank 2', 4],
    ]);
    const references = new Set(values.map((v) => v.payment.reference));
    expect(references.size).toBe(12);
  });

  it('keeps references unique across the merchant', async () => {
    const rows = await t.database.db.select({ ref: fundingRequests.referenceCode }).from(fundingRequests);
    const refs = rows.map((r) => r.ref).filter(Boolean);
    expect(new Set(refs).size).toBe(refs.length);
  });
});

describe('receipts', () => {
  it('takes one PNG or JPEG judged by its bytes, at most 5 MB, only while the deposit is pending', async () => {
    const method = await newMethod(1);
    const created = body(await deposit({ amount: '600', methodId: method.id })).value;
    const fake = Buffer.from('GIF89a not a png at all, whatever the name says');
    expect(code(await uploadReceipt(created.id, fake))).toBe('proof.image.invalid');
    const huge = Buffer.concat([PNG, Buffer.alloc(5_242_881)]);
    const tooBig = await uploadReceipt(created.id, huge);
    expect(tooBig.statusCode).toBeLessThan(500);
    expect(code(tooBig)).toBe('proof.image.invalid');
    const json = await api.post(
      `/wps/wallet/deposits/${created.id}/receipt`,
      { receipt: 'not base64!' },
      { token: member },
    );
    expect(code(json)).toBe('proof.image.invalid');
    expect(code(await api.post(`/wps/wallet/deposits/${created.id}/receipt`, {}, { token: member }))).toBe(
      'proof.image.required',
    );

    // Another member cannot add one to this deposit.
    expect(code(await uploadReceipt(created.id, PNG, other))).toBe('funding.not.found');

    const ok = await uploadReceipt(created.id, PNG);
    expect(body(ok).value.payment.receiptUploaded).toBe(true);
    const viaJson = await api.post(
      `/wps/wallet/deposits/${created.id}/receipt`,
      { receipt: PNG_DATA_URL },
      { token: member },
    );
    expect(body(viaJson).success).toBe(true);

    const queue = body(await api.get('/admin/api/deposits?size=50', { token: admin })).value;
    const row = queue.list.find((r: { id: number }) => r.id === created.id);
    expect(row.payment).toMatchObject({ receiptUploaded: true, reference: created.payment.reference });
    const image = await api.get(`/admin/api/deposits/${created.id}/receipt`, { token: admin });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // Another merchant's operator cannot read it.
    expect(
      code(
        await api.get(`/admin/api/deposits/${created.id}/receipt`, { token: alphaAdmin, merchant: 'alpha' }),
      ),
    ).toBe('funding.not.found');

    await api.post(`/admin/api/deposits/${created.id}/reject`, { remarks: 'no money' }, { token: admin });
    expect(code(await uploadReceipt(created.id, PNG))).toBe('deposit.receipt.closed');
  });
});

describe('expiry and approval', () => {
  it('shows an unpaid deposit as expired and approves it only when the operator accepts that', async () => {
    const method = await newMethod(1);
    const created = body(await deposit({ amount: '700', methodId: method.id })).value;
    await t.database.db
      .update(fundingRequests)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(fundingRequests.id, created.id));
    const panel = body(await api.get(`/wps/wallet/deposits/${created.id}`, { token: member })).value;
    expect(panel.payment.expired).toBe(true);
    const queue = body(await api.get('/admin/api/deposits?size=50', { token: admin })).value;
    expect(queue.list.find((r: { id: number }) => r.id === created.id).payment.expired).toBe(true);

    const before = Number(await available(t, member));
    const refused = await api.post(`/admin/api/deposits/${created.id}/approve`, {}, { token: admin });
    expect(code(refused)).toBe('deposit.expired');
    expect(Number(await available(t, member))).toBe(before);

    const approved = await api.post(
      `/admin/api/deposits/${created.id}/approve`,
      { acceptExpired: true, remarks: 'paid late' },
      { token: admin },
    );
    expect(body(approved).value.status).toBe('APPROVED');
    expect(Number(await available(t, member))).toBe(before + 700);
    // Approving again moves nothing.
    expect(
      code(
        await api.post(
          `/admin/api/deposits/${created.id}/approve`,
          { acceptExpired: true },
          { token: admin },
        ),
      ),
    ).toBe('funding.already.decided');
    expect(Number(await available(t, member))).toBe(before + 700);
    expect(await checkLedger(t.database.db)).toMatchObject(SOUND);
  });

  it('approves a deposit in time like any bank deposit', async () => {
    const method = await newMethod(1);
    const created = body(await deposit({ amount: '250', methodId: method.id })).value;
    const before = Number(await available(t, member));
    const approved = await api.post(`/admin/api/deposits/${created.id}/approve`, {}, { token: admin });
    expect(body(approved).value.status).toBe('APPROVED');
    expect(Number(await available(t, member))).toBe(before + 250);
  });

  it('uses the merchant’s expiry setting for new requests', async () => {
    const saved = await api.put(
      '/admin/api/deposit-methods/settings',
      { expiryMinutes: 15 },
      { token: admin },
    );
    expect(body(saved).value).toEqual({ expiryMinutes: 15 });
    try {
      const method = await newMethod(1);
      const created = body(await deposit({ amount: '250', methodId: method.id })).value;
      expect(created.payment.expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 1000);
      expect(created.payment.expiresAt - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(
        code(await api.put('/admin/api/deposit-methods/settings', { expiryMinutes: 2 }, { token: admin })),
      ).toBe('request.invalid');
    } finally {
      await api.put('/admin/api/deposit-methods/settings', { expiryMinutes: 30 }, { token: admin });
    }
  });
});

describe('back office and tenants', () => {
  it('creates, edits and lists methods and accounts with their QR images, checked by content', async () => {
    const method = await newMethod(0, { kind: 'QR_EWALLET', name: 'TrueMoney' });
    const bad = await api.post(
      `/admin/api/deposit-methods/${method.id}/accounts`,
      {
        bankName: 'TrueMoney',
        accountName: 'GL',
        accountNo: '0812345678',
        qrImage: 'data:image/png;base64,R0lGODlh',
      },
      { token: admin },
    );
    expect(code(bad)).toBe('qr.image.invalid');
    const account = body(
      await api.post(
        `/admin/api/deposit-methods/${method.id}/accounts`,
        { bankName: 'TrueMoney', accountName: 'GL', accountNo: '0812345678', qrImage: PNG_DATA_URL },
        { token: admin },
      ),
    ).value;
    expect(account.qrImage).toBe(PNG_DATA_URL);
    const list = body(await api.get('/admin/api/deposit-methods', { token: admin })).value;
    const listed = list.list.find((m: { id: number }) => m.id === method.id);
    expect(listed).toMatchObject({
      kind: 'QR_EWALLET',
      name: 'TrueMoney',
      accounts: [{ id: account.id, qrImage: PNG_DATA_URL }],
    });

    // A member paying through it sees the QR image on the payment panel.
    const created = body(await deposit({ amount: '300', methodId: method.id })).value;
    expect(created.payment.hasQr).toBe(true);
    const panel = body(await api.get(`/wps/wallet/deposits/${created.id}`, { token: member })).value;
    expect(panel.qrImage).toBe(PNG_DATA_URL);

    // Edited without qrImage the image stays; null removes it.
    const kept = body(
      await api.put(
        `/admin/api/deposit-methods/${method.id}/accounts/${account.id}`,
        { bankName: 'TrueMoney Wallet', accountName: 'GL', accountNo: '0812345678' },
        { token: admin },
      ),
    ).value;
    expect(kept).toMatchObject({ bankName: 'TrueMoney Wallet', qrImage: PNG_DATA_URL });
    const removed = body(
      await api.put(
        `/admin/api/deposit-methods/${method.id}/accounts/${account.id}`,
        { bankName: 'TrueMoney Wallet', accountName: 'GL', accountNo: '0812345678', qrImage: null },
        { token: admin },
      ),
    ).value;
    expect(removed.qrImage).toBeNull();

    expect(
      code(
        await api.post(
          '/admin/api/deposit-methods',
          { kind: 'BANK_TRANSFER', name: 'Upside down', minimumAmount: '500', maximumAmount: '100' },
          { token: admin },
        ),
      ),
    ).toBe('deposit.method.limits.invalid');
  });

  it('keeps each merchant’s methods, accounts and deposits its own', async () => {
    const method = await newMethod(1);
    // Merchant alpha's operator neither sees nor edits merchant demo's method.
    const alphaList = body(
      await api.get('/admin/api/deposit-methods', { token: alphaAdmin, merchant: 'alpha' }),
    ).value;
    expect(alphaList.list.map((m: { id: number }) => m.id)).not.toContain(method.id);
    const edit = await api.put(
      `/admin/api/deposit-methods/${method.id}`,
      { kind: 'BANK_TRANSFER', name: 'Taken over', minimumAmount: '1', maximumAmount: '2' },
      { token: alphaAdmin, merchant: 'alpha' },
    );
    expect(code(edit)).toBe('deposit.method.unavailable');
    const account = await api.post(
      `/admin/api/deposit-methods/${method.id}/accounts`,
      { bankName: 'Mine now', accountName: 'X', accountNo: '1' },
      { token: alphaAdmin, merchant: 'alpha' },
    );
    expect(code(account)).toBe('deposit.method.unavailable');
    // Merchant alpha's member cannot deposit through it.
    expect(code(await deposit({ amount: '500000', methodId: method.id }, alphaMember, 'alpha'))).toBe(
      'deposit.method.unavailable',
    );
    // Another member of the same merchant cannot open this member's payment panel.
    const created = body(await deposit({ amount: '500', methodId: method.id })).value;
    expect(code(await api.get(`/wps/wallet/deposits/${created.id}`, { token: other }))).toBe(
      'funding.not.found',
    );
  });
});

describe('field clients', () => {
  it('give relay deposits an account of the merchant’s methods when one takes the amount', async () => {
    const qr = body(
      await api.post(
        '/wps/relay/MCSFE_depositByQRImageUrl',
        { amount: '1000', requestId: `dm-relay-${Date.now()}` },
        { token: member },
      ),
    ).value;
    expect(qr.payment).toMatchObject({ kind: 'QR_EWALLET' });
    // A bank transfer path goes to the bank transfer method (the QR one's bound is 50000).
    const transfer = body(
      await api.post(
        '/wps/transaction/deposit/mt',
        { amount: '60000', requestId: `dm-relay-mt-${Date.now()}` },
        { token: member },
      ),
    ).value;
    expect(transfer.payment).toMatchObject({ kind: 'BANK_TRANSFER' });
    expect(['Kasikorn Bank', 'Siam Commercial Bank']).toContain(transfer.payment.bankName);
  });
});
