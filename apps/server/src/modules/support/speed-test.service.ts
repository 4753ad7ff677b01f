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
import type { MerchantContext, SettingsService } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { MemberReads, MemberRepository } from '../member/index.js';
import type { AdminContext, AdminReads } from '../admin/index.js';
import { SpeedTestRepository, type SpeedTestRow } from './speed-test.repository.js';

export interface SpeedTestDeps {
  db: Db;
  members: Pick<MemberRepository, 'findByUsername'>;
  /** Member accounts and operator names shown in the list of tasks. */
  memberReads: Pick<MemberReads, 'usernames'>;
  adminReads: Pick<AdminReads, 'usernames'>;
  /** The merchant's route domains, which the default ping goes to. */
  settings: Pick<SettingsService, 'domainRoute'>;
  realtime: RealtimePublisher;
  now?: () => Date;
}

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
  private readonly now: () => Date;

  constructor(private readonly deps: SpeedTestDeps) {
    this.repository = new SpeedTestRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  async send(
    merchant: MerchantContext,
    actor: AdminContext,
    input: { account: string; url?: string; timeoutMs: number },
    origin: string | null,
  ): Promise<AdminSpeedTest> {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const member = await this.deps.members.findByUsername(merchant.id, input.account);
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
    // Speed-test tasks travel on the session topic, to this member's sessions only.
    await this.deps.realtime.publishToMemberSession(merchant.id, member.id, {
      type: 'SPEED_TEST',
      data: toTask(row),
    });
    return this.toAdmin({ task: row, account: member.username, createdBy: actor.username });
  }

  /** The ping of one of the merchant's route domains, or of the origin the operator works on. */
  private async pingUrl(merchant: MerchantContext, origin: string | null): Promise<string> {
    const domains = (await this.deps.settings.domainRoute(merchant)).domainList.map((d) => d.domainName);
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
    actor: AdminContext,
    query: { account?: string; page: number; size: number },
  ): Promise<AdminPage<AdminSpeedTest>> {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const empty = { list: [], page: query.page, size: query.size, total: 0 };
    let memberId: number | undefined;
    if (query.account) {
      // The filter names the account exactly as it was registered.
      const member = await this.deps.members.findByUsername(merchant.id, query.account);
      if (!member || member.username !== query.account) return empty;
      memberId = member.id;
    }
    const { rows, total } = await this.repository.list(merchant.id, memberId, query.page, query.size);
    const [accounts, operators] = await Promise.all([
      this.deps.memberReads.usernames(
        merchant.id,
        rows.map((r) => r.memberId),
      ),
      this.deps.adminReads.usernames(
        merchant.id,
        rows.map((r) => r.createdBy),
      ),
    ]);
    const list = rows.map((task) =>
      this.toAdmin({
        task,
        account: accounts.get(task.memberId) ?? '',
        createdBy: operators.get(task.createdBy) ?? '',
      }),
    );
    return { list, page: query.page, size: query.size, total };
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
