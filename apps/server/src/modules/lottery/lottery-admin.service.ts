import {
  minorToDecimal,
  type LotteryLiability,
  type LotteryLimit,
  type LotteryLimitUpdate,
  type MemberLotteryLimit,
  type MemberLotteryLimitUpdate,
  type StoredLotteryRiskAlert,
  type AdminLotteryGame,
  type AdminLotteryIssue,
  type AdminPage,
  type LotteryIssueStatus,
  type VoidIssueResult,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { AdminActor } from '../wallet/index.js';
import type { GameRow } from './lottery.repository.js';
import type { LotteryService } from './lottery.service.js';
import { LotteryAdminRepository } from './lottery-admin.repository.js';
import { indexAt, issueAt } from './schedule.js';
import type { LotteryRisk, RiskOperator } from './lottery-risk.js';

/** Seeds stay secret until the draw: revealing one earlier would reveal the result. */
const REVEALED: readonly LotteryIssueStatus[] = ['drawn', 'settled'];

/**
 * The operator's side of the lottery: games with their schedules, switches that cannot touch a
 * result, the issue list with its fairness data, and voiding an undrawn issue.
 */
export class LotteryAdminService {
  private readonly repository: LotteryAdminRepository;

  constructor(
    db: Db,
    private readonly lottery: LotteryService,
    private readonly risk: LotteryRisk | null = null,
  ) {
    this.repository = new LotteryAdminRepository(db);
  }

  private own(merchant: MerchantContext, actor: AdminActor): void {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
  }

  private view(game: GameRow): AdminLotteryGame {
    const schedule = this.lottery.schedule(game);
    // Computed, not created: reading the list must not commit seeds for disabled games.
    const times = game.enabled ? issueAt(schedule, indexAt(schedule, this.lottery.clock())) : null;
    return {
      id: game.id,
      code: game.code,
      name: game.remark,
      labelName: game.labelName,
      kind: game.kind,
      groupCode: game.groupCode,
      lottoMode: game.lottoMode,
      prizeGroup: game.prizeGroup,
      intervalSeconds: game.intervalSeconds,
      lockSeconds: game.lockSeconds,
      dayOffsetSeconds: game.dayOffsetSeconds,
      effectiveIntervalSeconds: schedule.intervalSeconds,
      effectiveLockSeconds: schedule.lockSeconds,
      enabled: game.enabled,
      sort: game.sort,
      popularity: game.popularity,
      currentIssue: times
        ? {
            numero: times.numero,
            openTime: times.openAt.getTime(),
            lockTime: times.lockAt.getTime(),
            drawTime: times.drawAt.getTime(),
          }
        : null,
    };
  }

  async games(merchant: MerchantContext, actor: AdminActor): Promise<AdminPage<AdminLotteryGame>> {
    this.own(merchant, actor);
    const rows = await this.repository.games(merchant.id);
    // A merchant runs a bounded catalogue of games, so one page holds them all.
    return { list: rows.map((g) => this.view(g)), page: 1, size: rows.length, total: rows.length };
  }

  async updateGame(
    merchant: MerchantContext,
    actor: AdminActor,
    id: number,
    patch: { enabled?: boolean; sort?: number; popularity?: number; lockSeconds?: number },
  ): Promise<AdminLotteryGame> {
    this.own(merchant, actor);
    const game = await this.repository.game(merchant.id, id);
    if (!game) throw new AppError('lottery.game.not.found');
    if (patch.lockSeconds !== undefined && patch.lockSeconds * 2 > game.intervalSeconds) {
      const max = Math.floor(game.intervalSeconds / 2);
      throw new AppError('request.invalid', `lockSeconds: at most ${max}`, { field: 'lockSeconds', max });
    }
    const row = await this.repository.updateGame(merchant.id, id, patch);
    if (!row) throw new AppError('lottery.game.not.found');
    // A new close time or switch: no node keeps the game, or its current issues, as they were.
    await this.lottery.gamesChanged(merchant.id, row.id);
    return this.view(row);
  }

  async issues(
    merchant: MerchantContext,
    actor: AdminActor,
    query: {
      gameId?: number;
      status?: LotteryIssueStatus;
      from?: number;
      to?: number;
      page: number;
      size: number;
    },
  ): Promise<AdminPage<AdminLotteryIssue>> {
    this.own(merchant, actor);
    if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
      throw new AppError('request.invalid', 'from: not after to');
    }
    const { rows, total } = await this.repository.issues(
      merchant.id,
      {
        gameId: query.gameId,
        status: query.status,
        from: query.from === undefined ? undefined : new Date(query.from),
        to: query.to === undefined ? undefined : new Date(query.to),
      },
      query,
    );
    const list = rows.map(({ issue, gameCode, betCount, betAmount, payoutAmount }) => ({
      id: issue.id,
      gameId: issue.gameId,
      gameCode,
      numero: issue.numero,
      status: issue.status,
      openTime: issue.openAt.getTime(),
      lockTime: issue.lockAt.getTime(),
      drawTime: issue.drawAt.getTime(),
      seedHash: issue.seedHash,
      seed: REVEALED.includes(issue.status) ? issue.seed : null,
      winNo: issue.winNo,
      drawnAt: issue.drawnAt?.getTime() ?? null,
      settledAt: issue.settledAt?.getTime() ?? null,
      betCount,
      betAmount: minorToDecimal(BigInt(betAmount), merchant.currency),
      payoutAmount: minorToDecimal(BigInt(payoutAmount), merchant.currency),
    }));
    return { list, page: query.page, size: query.size, total };
  }

  private riskControls(): LotteryRisk {
    if (!this.risk) throw new AppError('resource.not.found');
    return this.risk;
  }

  /** The merchant's limits rows (default, games, play types). */
  async limits(merchant: MerchantContext, actor: AdminActor): Promise<{ list: LotteryLimit[] }> {
    this.own(merchant, actor);
    return this.riskControls().limits(merchant, actor, await this.repository.games(merchant.id));
  }

  async saveLimit(
    merchant: MerchantContext,
    actor: AdminActor,
    body: LotteryLimitUpdate,
  ): Promise<LotteryLimit> {
    this.own(merchant, actor);
    return this.riskControls().saveLimit(merchant, actor, await this.repository.games(merchant.id), body);
  }

  async memberLimits(
    merchant: MerchantContext,
    actor: AdminActor,
    memberId: number,
  ): Promise<MemberLotteryLimit> {
    this.own(merchant, actor);
    if (!(await this.repository.memberOf(merchant.id, memberId))) throw new AppError('resource.not.found');
    return this.riskControls().memberLimits(merchant, actor, memberId);
  }

  async saveMemberLimits(
    merchant: MerchantContext,
    actor: AdminActor,
    memberId: number,
    body: MemberLotteryLimitUpdate,
  ): Promise<MemberLotteryLimit> {
    this.own(merchant, actor);
    const known = await this.repository.memberOf(merchant.id, memberId);
    return this.riskControls().saveMemberLimits(merchant, actor, memberId, known, body);
  }

  /** The live liability of the merchant's open issues. */
  async liability(merchant: MerchantContext, actor: AdminActor): Promise<LotteryLiability> {
    this.own(merchant, actor);
    return this.riskControls().liability(merchant, actor);
  }

  /** Liability alerts as they were pushed, newest first. */
  async alerts(
    merchant: MerchantContext,
    actor: AdminActor,
    query: { open: boolean; page: number; size: number },
  ): Promise<AdminPage<StoredLotteryRiskAlert>> {
    this.own(merchant, actor);
    return this.riskControls().alerts(merchant, actor, query);
  }

  async acknowledgeAlert(
    merchant: MerchantContext,
    actor: RiskOperator,
    id: number,
  ): Promise<StoredLotteryRiskAlert> {
    this.own(merchant, actor);
    return this.riskControls().acknowledgeAlert(merchant, actor, id);
  }

  async voidIssue(merchant: MerchantContext, actor: AdminActor, issueId: number): Promise<VoidIssueResult> {
    this.own(merchant, actor);
    return this.lottery.voidIssueById(merchant, issueId);
  }
}
