import { randomUUID } from 'node:crypto';
import type {
  AdminPage,
  AdminSpeedTest,
  SpeedTestResult,
  SpeedTestResultReceipt,
  SpeedTestTask,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RealtimePublisher } from '../../platform/realtime/publisher.js';
import type { MerchantContext } from '../settings/merchant-context.js';
import type { SessionContext } from '../session/session.service.js';
import type { MemberRepository } from '../member/member.repository.js';
import type { AdminActor } from '../wallet/funding.service.js';
import type { AdminContext } from '../admin/admin.service.js';
import { SpeedTestRepository, type SpeedTestRow } from './speed-test.repository.js';

/** A browser answers within its timeout; a result after this long is for a task no one awaits. */
const RESULT_WINDOW_MS = 60 * 60_000;

function toTask(row: SpeedTestRow): SpeedTestTask {
  return { taskId: row.taskId, url: row.url, timeoutMs: row.timeoutMs };
}

/**
 * Line speed tests an operator runs from a member's browser: the task goes out as SPEED_TEST
 * on the member's topic and the browser posts back what it measured. Only the member a task
 * was sent to can answer it.
 */
export class SpeedTestService {
  private readonly repository: SpeedTestRepository;

  constructor(
    db: Db,
    private readonly members: MemberRepository,
    private readonly realtime: RealtimePublisher,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repository = new SpeedTestRepository(db);
  }

  async send(
    merchant: MerchantContext,
    actor: AdminContext,
    input: { account: string; url?: string; timeoutMs: number },
    origin: string | null,
  ): Promise<AdminSpeedTest> {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const member = await this.members.findByUsername(merchant.id, input.account);
    if (!member) throw new AppError('downline.not.found');
    const url = input.url ?? (await this.pingUrl(merchant, origin));
    const row = await this.repository.insert({
      merchantId: merchant.id,
      taskId: randomUUID(),
      memberId: member.id,
      url,
      timeoutMs: input.timeoutMs,
      createdBy: actor.adminId,
      createdAt: this.now(),
    });
    await this.realtime.publishToUser(merchant.id, member.id, { type: 'SPEED_TEST', data: toTask(row) });
    return this.toAdmin({ task: row, account: member.username, createdBy: actor.username });
  }

  /** The ping of one of the merchant's route domains, or of the origin the operator works on. */
  private async pingUrl(merchant: MerchantContext, origin: string | null): Promise<string> {
    const domains = await this.repository.routeDomains(merchant.id);
    const domain = domains[Math.floor(Math.random() * domains.length)];
    const base = domain ? `https://${domain}` : origin;
    if (!base) throw new AppError('request.invalid', 'url: the merchant has no domain to test');
    return `${base}/wps/system/test/ping?t=${this.now().getTime()}`;
  }

  async record(
    merchant: MerchantContext,
    session: SessionContext,
    input: SpeedTestResult,
  ): Promise<SpeedTestResultReceipt> {
    const task = await this.repository.ofMember(merchant.id, session.memberId, input.taskId);
    const now = this.now();
    if (!task || now.getTime() - task.createdAt.getTime() > RESULT_WINDOW_MS) {
      throw new AppError('speed.test.task.not.found');
    }
    const recorded = await this.repository.recordResult(task.id, {
      success: input.success,
      elapsedMs: input.elapsed,
      message: input.message || null,
      resultAt: now,
    });
    return { taskId: task.taskId, recorded };
  }

  async list(
    merchant: MerchantContext,
    actor: AdminActor,
    query: { account?: string; page: number; size: number },
  ): Promise<AdminPage<AdminSpeedTest>> {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const { rows, total } = await this.repository.list(merchant.id, query.account, query.page, query.size);
    return { list: rows.map((r) => this.toAdmin(r)), page: query.page, size: query.size, total };
  }

  private toAdmin(r: { task: SpeedTestRow; account: string; createdBy: string }): AdminSpeedTest {
    const { task } = r;
    return {
      id: task.id,
      ...toTask(task),
      account: r.account,
      createdBy: r.createdBy,
      createdAt: task.createdAt.getTime(),
      result:
        task.resultAt && task.success !== null && task.elapsedMs !== null
          ? {
              success: task.success,
              elapsed: task.elapsedMs,
              message: task.message,
              at: task.resultAt.getTime(),
            }
          : null,
    };
  }
}
