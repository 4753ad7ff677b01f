import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../platform/testing/test-db.js';
import { lotteryJackpots } from '../modules/lottery/lottery.tables.js';
import { gameVendors } from '../modules/game/game.tables.js';
import { members } from '../modules/member/member.tables.js';
import { merchants, seedMarks } from '../modules/settings/settings.tables.js';
import { demoFingerprint, ensureDemoData } from './ensure-demo.js';

let database: TestDatabase;
let demoId: number;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

const jackpots = async () =>
  database.db.select().from(lotteryJackpots).where(eq(lotteryJackpots.merchantId, demoId));
const lotusSecret = async () =>
  (
    await database.db
      .select({ secret: gameVendors.secret })
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantId, demoId), eq(gameVendors.code, 'LOTUS')))
  )[0]?.secret;

describe('ensureDemoData', () => {
  const options = { agents: true, vendorSecret: 'first-secret-of-the-vendor' };

  it('seeds an empty database and marks it with the fingerprint', async () => {
    const accounts = await ensureDemoData(database.db, options);
    expect(accounts.map((a) => a.username)).toEqual(
      expect.arrayContaining(['demo001', 'agent001', 'agent002']),
    );
    demoId = (await database.db.select().from(merchants).where(eq(merchants.code, 'demo')))[0]!.id;
    expect(await jackpots()).toHaveLength(1);
    expect(await lotusSecret()).toBe(options.vendorSecret);
    const [agent] = await database.db.select().from(members).where(eq(members.username, 'agent002'));
    expect(agent).toBeDefined();
    const [mark] = await database.db.select().from(seedMarks);
    expect(mark).toMatchObject({ name: 'demo', fingerprint: demoFingerprint(options) });
  });

  it('runs no seed step again while the mark matches', async () => {
    // Gone behind the seed's back: only a seed run would put it back.
    await database.db.delete(lotteryJackpots).where(eq(lotteryJackpots.merchantId, demoId));
    const accounts = await ensureDemoData(database.db, options);
    expect(accounts.map((a) => a.username)).toContain('agent002');
    expect(await jackpots()).toHaveLength(0);
  });

  it('seeds again when the fingerprint changes (here: a new vendor secret)', async () => {
    const changed = { ...options, vendorSecret: 'second-secret-of-the-vendor' };
    expect(demoFingerprint(changed)).not.toBe(demoFingerprint(options));
    await ensureDemoData(database.db, changed);
    expect(await jackpots()).toHaveLength(1);
    expect(await lotusSecret()).toBe(changed.vendorSecret);
    const [mark] = await database.db.select().from(seedMarks);
    expect(mark!.fingerprint).toBe(demoFingerprint(changed));
  });

  it('keeps the secret itself out of the fingerprint', () => {
    expect(demoFingerprint(options)).not.toContain(options.vendorSecret);
    expect(demoFingerprint(options)).toMatch(/^[0-9a-f]{64}$/);
  });
});
