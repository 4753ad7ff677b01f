import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { PeriodicJob, jobStale } from '../periodic-job.js';
import { createTestDatabase } from '../testing/test-db.js';
import { JobRegistry, registerHealth } from './health.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const quiet = { error: () => undefined };

describe('GET /healthz', () => {
  it('answers without a Merchant header, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('is ready with the database up and every migration applied, and says what it checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ready');
    expect(body.checks.database.ok).toBe(true);
    expect(body.checks.migrations.ok).toBe(true);
    expect(body.checks.redis).toBeUndefined();
    expect(body.checks.jobs).toEqual([]);
  });

  it('is not ready while a started job keeps failing, and names it', async () => {
    const job = new PeriodicJob(
      'stuck job',
      () => Promise.reject(new Error('boom')),
      quiet,
      // Ten intervals of an hour: only a clock far ahead makes it stale, so drive it by jobStale.
      3_600_000,
    );
    job.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const status = job.status();
    expect(status).toMatchObject({ name: 'stuck job', started: true, lastOkAt: null, failuresInRow: 1 });
    expect(jobStale(status, status.dueAt! + 1_000)).toBe(false);
    expect(jobStale(status, status.dueAt! + 36_000_001)).toBe(true);
    await job.stop();
    expect(job.status().started).toBe(false);
    expect(jobStale(job.status(), Date.now() + 1e9)).toBe(false);
  });

  it('turns not ready when a registered job has gone quiet, and ready again once it passes', async () => {
    let fail = true;
    const job = new PeriodicJob(
      'flaky job',
      async () => {
        if (fail) throw new Error('down');
      },
      quiet,
      10,
    );
    t.services.jobs.add(job);
    job.start();
    // 10 ms interval: stale after 30 s; look at the answer the probe builds from the job's status.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const failing = await t.app.inject({ method: 'GET', url: '/readyz' });
    const entry = failing.json().checks.jobs.find((j: { name: string }) => j.name === 'flaky job');
    expect(entry.failuresInRow).toBeGreaterThan(0);
    fail = false;
    await new Promise((resolve) => setTimeout(resolve, 30));
    const passing = await t.app.inject({ method: 'GET', url: '/readyz' });
    const after = passing.json().checks.jobs.find((j: { name: string }) => j.name === 'flaky job');
    expect(after).toMatchObject({ failuresInRow: 0, ok: true });
    expect(after.lastOkAt).toBeGreaterThan(0);
    await job.stop();
  });

  it('answers 503 not_ready when the database does not answer, and does not say where it is', async () => {
    const { default: Fastify } = await import('fastify');
    const database = await createTestDatabase();
    await database.destroy();
    const app = Fastify();
    registerHealth(app, { db: database.db, jobs: new JobRegistry() });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.status).toBe('not_ready');
    expect(body.checks.database).toMatchObject({ ok: false });
    expect(body.checks.migrations.ok).toBe(false);
    expect(res.body).not.toMatch(/postgres:|127\.0\.0\.1|at [A-Za-z]+ \(/);
    await app.close();
  });

  it('checks Redis when the node uses it: a Redis that does not answer makes the node not ready', async () => {
    const { Redis } = await import('ioredis');
    const { default: Fastify } = await import('fastify');
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    const app = Fastify();
    registerHealth(app, { db: t.database.db, redis: down, jobs: new JobRegistry() });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.redis).toMatchObject({ ok: false });
    expect(res.json().checks.database.ok).toBe(true);
    down.disconnect();
    await app.close();

    const url = process.env.REDIS_URL;
    if (!url) return;
    const up = new Redis(url);
    const live = Fastify();
    registerHealth(live, { db: t.database.db, redis: up, jobs: new JobRegistry() });
    const ok = await live.inject({ method: 'GET', url: '/readyz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().checks.redis.ok).toBe(true);
    up.disconnect();
    await live.close();
  });
});
