import type { z } from 'zod';
import {
  MAIN_WALLET,
  POINTS_CURRENCY,
  POINT_RANGE_END_EXTENSION_MS,
  POINT_RANGE_MAX_DAYS,
  POINT_TX_TYPES,
  minorToDecimal,
  type AdminRedeemRecord,
  type ConvertPointResult,
  type PointBalance,
  type PointConfig,
  type PointTransactionPage,
  type RedeemRecord,
  type RedeemRecordPage,
  type Reward,
  type RewardPage,
  type RewardType,
  type adminRedeemQuery,
  type convertPointRequest,
  type pointTxQuery,
  type redeemListQuery,
  type redeemRequest,
  type rewardListQuery,
  unitOf,
  pointsCost,
  textOf,
  type LanguageCode,
  type TextLanguage,
} from '@platform/shared';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import {
  LedgerRepository,
  parseAmount,
  type Ledger,
  type LedgerTx,
  type PaymentPasswords,
} from '../wallet/index.js';
import type { PointsEarning } from './points-earning.js';
import { POINTS_WALLET, configOf } from './points-math.js';
import { PointsRepository } from './points.repository.js';
import type { rewardRedemptions, rewards } from './points.tables.js';

const DAY_MS = 86_400_000;
type RewardRow = typeof rewards.$inferSelect;
type RedemptionRow = typeof rewardRedemptions.$inferSelect;

const pts = (minor: bigint) => minorToDecimal(minor, POINTS_CURRENCY);

/** Names of the points transaction types, as the member's list shows them. */
const TX_NAMES: Record<number, { nameEn: string; nameCn: string }> = {
  [POINT_TX_TYPES.EARN_BET]: { nameEn: 'Points from bets', nameCn: '投注积分' },
  [POINT_TX_TYPES.EARN_DEPOSIT]: { nameEn: 'Points from deposit', nameCn: '存款积分' },
  [POINT_TX_TYPES.GRANT]: { nameEn: 'Points adjustment', nameCn: '积分调整' },
  [POINT_TX_TYPES.REDEEM]: { nameEn: 'Reward redemption', nameCn: '积分兑换' },
  [POINT_TX_TYPES.REDEEM_RETURN]: { nameEn: 'Redemption returned', nameCn: '兑换退回' },
  [POINT_TX_TYPES.CONVERT]: { nameEn: 'Points to money', nameCn: '积分转换' },
};

export interface PointsDeps {
  db: Db;
  ledger: Ledger;
  paymentPasswords: PaymentPasswords;
  earning: PointsEarning;
}

/** A date range of the points screens: at most 30 days, the end day included. */
export function pointRange(start: number, end: number): { from: Date; to: Date } {
  if (end < start || end - start > POINT_RANGE_MAX_DAYS * DAY_MS) throw new AppError('points.range.invalid');
  return { from: new Date(start), to: new Date(end + POINT_RANGE_END_EXTENSION_MS) };
}

/** Excluded transaction types as the client sends them: "9203,9201", [9203] or 9203. */
export function excludedTypes(value: string | number | number[] | null | undefined): number[] {
  if (value === null || value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : typeof value === 'number' ? [value] : value.split(',');
  const ids = list.map((v) => Number(String(v).trim())).filter((v) => Number.isInteger(v) && v > 0);
  if (ids.length > 20) throw new AppError('request.invalid', 'excludeTxTypeIds: at most 20');
  return [...new Set(ids)];
}

/**
 * A reward as members see it; mpMoneyAmount in the merchant's currency; name and description in
 * the given language (falling back to the merchant's default), else as stored.
 */
export function rewardOf(row: RewardRow, currency: string, lang: TextLanguage | null = null): Reward {
  const small = row.images.find((i) => i.type === 'S') ?? row.images.find((i) => i.type === 'M');
  return {
    id: row.id,
    name: lang ? textOf(row, 'name', lang) : row.name,
    price: row.pricePoints === null ? null : pts(row.pricePoints),
    mpPointAmount: row.mpPoints === null ? null : pts(row.mpPoints),
    mpMoneyAmount: row.mpMoney === null ? null : minorToDecimal(row.mpMoney, currency),
    displayPointMoneyAmt: row.displayPm || row.pricePoints === null ? 'Y' : 'N',
    imageLink: small?.imageUrl ?? '',
    inventory: row.inventory,
    adjustedCount: row.redeemedCount,
    description: lang ? textOf(row, 'description', lang) : row.description,
    type: row.typeId,
    merchandiseImages: row.images,
  };
}

function recordOf(row: RedemptionRow): RedeemRecord {
  return {
    id: row.id,
    dateRequested: row.createdAt.getTime(),
    type: row.redeemType,
    name: row.rewardName,
    quantity: row.quantity,
    requiredPoint: pts(row.points),
    requiredMoney: minorToDecimal(row.money, row.currency),
    status: row.status,
  };
}

/**
 * The points mall for members: balance, config, reward types and rewards, redemption, the
 * redeem records, conversion of points to money and the points transactions. Points are a
 * currency of the ledger (POINTS_CURRENCY), issued by the merchant's POINTS house account.
 */
export class PointsService {
  constructor(private readonly deps: PointsDeps) {}

  private get db(): Db {
    return this.deps.db;
  }

  private repository(db: DbOrTx): PointsRepository {
    return new PointsRepository(db);
  }

  async balance(merchant: MerchantContext, session: SessionContext): Promise<PointBalance> {
    const account = await new LedgerRepository(this.db).findMemberAccount(
      merchant.id,
      POINTS_CURRENCY,
      session.memberId,
      POINTS_WALLET,
    );
    const balance = account?.balance ?? 0n;
    const held = account?.held ?? 0n;
    return {
      balance: pts(balance),
      held: pts(held),
      available: pts(balance - held),
      currency: POINTS_CURRENCY,
    };
  }

  /** Books whatever the member earned and has not received yet, then answers the balance. */
  async refresh(merchant: MerchantContext, session: SessionContext): Promise<PointBalance> {
    await this.deps.earning.earn(merchant.id, session.memberId);
    return this.balance(merchant, session);
  }

  async rates(merchant: MerchantContext) {
    const row = await this.repository(this.db).config(merchant.id);
    if (!row) throw new AppError('points.not.enabled');
    return row;
  }

  async config(merchant: MerchantContext): Promise<PointConfig> {
    return configOf(await this.rates(merchant));
  }

  async rewardTypes(merchant: MerchantContext): Promise<RewardType[]> {
    const rows = await this.repository(this.db).rewardTypes(merchant.id);
    return rows.map((r) => ({
      typeId: r.typeId,
      name: r.name,
      chineseName: r.chineseName,
      i18nStr: r.i18nStr,
    }));
  }

  async rewards(
    merchant: MerchantContext,
    query: z.infer<typeof rewardListQuery>,
    language: LanguageCode = merchant.defaultLanguage,
  ): Promise<RewardPage> {
    const { rows, total } = await this.repository(this.db).activeRewards(merchant.id, query.type, query);
    const lang = { language, defaultLanguage: merchant.defaultLanguage };
    return {
      list: rows.map((r) => rewardOf(r, merchant.currency, lang)),
      page: query.page,
      size: query.size,
      total,
    };
  }

  // ---- Redeem -----------------------------------------------------------------------------------

  /**
   * Reserves the quantity (clamped to 1..inventory) with a conditional UPDATE under the reward's
   * row lock, holds the points (and for PM the money) and writes the pending record, all in one
   * transaction: a failed hold gives the inventory back, and stock can never be oversold.
   */
  async redeem(
    merchant: MerchantContext,
    session: SessionContext,
    input: z.infer<typeof redeemRequest>,
    requestKey: string,
    language: LanguageCode = merchant.defaultLanguage,
  ): Promise<RedeemRecord> {
    await this.deps.paymentPasswords.verify(merchant, session.memberId, input.password);
    return this.deps.ledger.run(async (l) => {
      const repository = this.repository(l.tx);
      const replay = await repository.redemptionByKey(merchant.id, requestKey);
      if (replay) {
        if (replay.rewardId !== input.rewardId || replay.redeemType !== input.redeemType)
          throw new AppError('idempotency.conflict');
        return recordOf(replay);
      }
      const row = await repository.lockActiveReward(merchant.id, input.rewardId);
      if (!row) throw new AppError('points.reward.unavailable');
      const unit = this.unitPrice(row, input.redeemType);
      if (row.inventory <= 0) throw new AppError('points.reward.sold.out');
      const quantity = Math.max(1, Math.min(input.quantity, row.inventory));
      if (!(await repository.takeStock(merchant.id, row.id, quantity)))
        throw new AppError('points.reward.sold.out');

      const points = unit.points * BigInt(quantity);
      const money = unit.money * BigInt(quantity);
      const record = await repository.insertRedemption({
        merchantId: merchant.id,
        memberId: session.memberId,
        rewardId: row.id,
        // Kept as the member read it when redeeming.
        rewardName: textOf(row, 'name', { language, defaultLanguage: merchant.defaultLanguage }),
        redeemType: input.redeemType,
        quantity,
        points,
        money,
        currency: merchant.currency,
        requestKey,
        province: input.province || null,
        remarks: input.remarks || null,
        telphone: input.telphone || null,
        address: input.address || null,
        recipientName: input.name || null,
        line: input.line || null,
      });
      if (!record) throw new Error('redemption not written');
      const reference = `REDEEM:${record.id}`;
      const pointsTransferId =
        points > 0n
          ? await this.hold(
              l,
              merchant,
              session,
              POINTS_CURRENCY,
              POINTS_WALLET,
              points,
              `pts:redeem:${requestKey}:p`,
              reference,
            )
          : null;
      const moneyTransferId =
        money > 0n
          ? await this.hold(
              l,
              merchant,
              session,
              merchant.currency,
              MAIN_WALLET,
              money,
              `pts:redeem:${requestKey}:m`,
              reference,
            )
          : null;
      const saved = await repository.updateRedemption(record.id, { pointsTransferId, moneyTransferId });
      return recordOf(saved ?? record);
    });
  }

  /** Points and money of one unit by redeem type; PM is the only way when there is no points price. */
  private unitPrice(row: RewardRow, type: 'P' | 'PM'): { points: bigint; money: bigint } {
    if (type === 'P') {
      if (row.pricePoints === null) throw new AppError('points.redeem.type.unavailable');
      return { points: row.pricePoints, money: 0n };
    }
    const offered = row.displayPm || row.pricePoints === null;
    const points = row.mpPoints ?? 0n;
    const money = row.mpMoney ?? 0n;
    if (!offered || points + money <= 0n) throw new AppError('points.redeem.type.unavailable');
    return { points, money };
  }

  private async hold(
    l: LedgerTx,
    merchant: MerchantContext,
    session: SessionContext,
    currency: string,
    wallet: string,
    amount: bigint,
    key: string,
    reference: string,
  ): Promise<number> {
    try {
      const { transfer } = await l.transfer({
        merchantId: merchant.id,
        currency,
        debit: { owner: 'member', memberId: session.memberId, wallet },
        credit: { owner: 'house', code: 'POINTS' },
        amount,
        kind: 'points_redeem',
        idempotencyKey: key,
        hold: true,
        reference,
      });
      return transfer.id;
    } catch (error) {
      if (
        error instanceof AppError &&
        error.code === 'balance.insufficient' &&
        currency === POINTS_CURRENCY
      ) {
        throw new AppError('points.insufficient');
      }
      throw error;
    }
  }

  async redeemList(
    merchant: MerchantContext,
    session: SessionContext,
    query: z.infer<typeof redeemListQuery>,
  ): Promise<RedeemRecordPage> {
    let range: { from: Date; to: Date } | null = null;
    if (query.startDate != null && query.endDate != null) {
      range = pointRange(query.startDate, query.endDate);
    } else if (query.startDate != null || query.endDate != null) {
      throw new AppError('points.range.invalid');
    }
    const { rows, total } = await this.repository(this.db).memberRedemptions(
      merchant.id,
      session.memberId,
      { status: query.status || null, from: range?.from, to: range?.to },
      query,
    );
    return { list: rows.map(recordOf), page: query.page, size: query.size, total };
  }

  // ---- Conversion -------------------------------------------------------------------------------

  /** amount (money, at least 1) reaches MAIN; pointExchangeRate x amount points leave, in one transaction. */
  async convert(
    merchant: MerchantContext,
    session: SessionContext,
    input: z.infer<typeof convertPointRequest>,
    requestKey: string,
  ): Promise<ConvertPointResult> {
    const amount = parseAmount(input.amount, merchant.currency);
    if (amount < unitOf(merchant.currency))
      throw AppError.limited('amount.out.of.range', 'amount', 1, 10_000_000_000);
    const config = await this.rates(merchant);
    const points = pointsCost(amount, config.exchangeRateE4, merchant.currency);
    await this.deps.paymentPasswords.verify(merchant, session.memberId, input.password);
    return this.deps.ledger.run(async (l) => {
      let pointsOut;
      try {
        pointsOut = await l.transfer({
          merchantId: merchant.id,
          currency: POINTS_CURRENCY,
          debit: { owner: 'member', memberId: session.memberId, wallet: POINTS_WALLET },
          credit: { owner: 'house', code: 'POINTS' },
          amount: points,
          kind: 'points_convert',
          idempotencyKey: `pts:conv:${requestKey}:p`,
          reference: `CONVERT:${amount}`,
          fingerprint: { amount: amount.toString() },
        });
      } catch (error) {
        if (error instanceof AppError && error.code === 'balance.insufficient')
          throw new AppError('points.insufficient');
        throw error;
      }
      await l.transfer({
        merchantId: merchant.id,
        currency: merchant.currency,
        debit: { owner: 'house', code: 'POINTS' },
        credit: { owner: 'member', memberId: session.memberId, wallet: MAIN_WALLET },
        amount,
        kind: 'points_convert',
        idempotencyKey: `pts:conv:${requestKey}:m`,
        reference: `CONVERT:${pointsOut.transfer.id}`,
      });
      const main = await l.account(merchant.id, merchant.currency, {
        owner: 'member',
        memberId: session.memberId,
        wallet: MAIN_WALLET,
      });
      return {
        amount: minorToDecimal(amount, merchant.currency),
        points: pts(pointsOut.transfer.amount),
        pointBalance: pts(pointsOut.debit.balance - pointsOut.debit.held),
        balance: minorToDecimal(main.balance - main.held, merchant.currency),
      };
    });
  }

  // ---- Transactions -----------------------------------------------------------------------------

  async transactions(
    merchant: MerchantContext,
    session: SessionContext,
    query: z.infer<typeof pointTxQuery>,
  ): Promise<PointTransactionPage> {
    if (query.accountTypeId !== 9) throw new AppError('request.invalid', 'accountTypeId: 9 (points)');
    if (query.subordinateName && query.subordinateName.toLowerCase() !== session.username.toLowerCase()) {
      throw new AppError('downline.not.found');
    }
    const range = pointRange(query.startTime, query.endTime);
    const excluded = excludedTypes(query.excludeTxTypeIds);
    const empty = { list: [], page: query.page, size: query.size, total: 0 };
    const account = await new LedgerRepository(this.db).findMemberAccount(
      merchant.id,
      POINTS_CURRENCY,
      session.memberId,
      POINTS_WALLET,
    );
    if (!account) return empty;
    const { rows, total } = await this.repository(this.db).movements(
      merchant.id,
      account.id,
      range,
      excluded,
      query,
    );
    const T = POINT_TX_TYPES;
    return {
      list: rows.map((r) => {
        const type = Number(r.tx_type);
        return {
          id: Number(r.id),
          txId: r.reference ?? `T${r.transfer_id}`,
          txTypeId: type,
          txTimeInTimestamp: new Date(r.at).getTime(),
          amount: pts(BigInt(r.amount)),
          currentAvailBalance: pts(BigInt(r.avail)),
          ...(TX_NAMES[type] ?? TX_NAMES[T.GRANT]!),
        };
      }),
      page: query.page,
      size: query.size,
      total,
    };
  }

  // ---- Back office: redemptions -------------------------------------------------------------------

  async adminRedemptions(merchant: MerchantContext, query: z.infer<typeof adminRedeemQuery>) {
    const { rows, total } = await this.repository(this.db).redemptions(
      merchant.id,
      { status: query.status, rewardId: query.rewardId, username: query.username },
      query,
    );
    const list: AdminRedeemRecord[] = rows.map(({ r, username }) => ({
      ...recordOf(r),
      username,
      rewardId: r.rewardId,
      province: r.province,
      remarks: r.remarks,
      telphone: r.telphone,
      address: r.address,
      recipientName: r.recipientName,
      line: r.line,
      decidedAt: r.decidedAt?.getTime() ?? null,
      decisionRemarks: r.decisionRemarks,
    }));
    return { list, page: query.page, size: query.size, total };
  }

  /**
   * Approve (A): the held points and money are posted to the house. Reject (R): the holds are
   * voided and the quantity goes back to the inventory. A record is decided once.
   */
  async decide(
    merchant: MerchantContext,
    adminId: number,
    id: number,
    approve: boolean,
    remarks: string | null,
  ): Promise<RedeemRecord> {
    if (!approve && !remarks) throw new AppError('not_empty', undefined, { field: 'remarks' });
    return this.deps.ledger.run(async (l) => {
      const repository = this.repository(l.tx);
      const row = await repository.lockRedemption(merchant.id, id);
      if (!row) throw new AppError('resource.not.found');
      if (row.status !== 'P') throw new AppError('funding.already.decided');
      // Same lock order as a redemption: reward row first, then the ledger accounts.
      if (!approve) {
        await repository.returnStock(merchant.id, row.rewardId, row.quantity);
      }
      for (const transferId of [row.pointsTransferId, row.moneyTransferId]) {
        if (transferId === null) continue;
        if (approve) await l.post(merchant.id, transferId);
        else await l.void(merchant.id, transferId);
      }
      const saved = await repository.updateRedemption(id, {
        status: approve ? 'A' : 'R',
        decidedBy: adminId,
        decidedAt: new Date(),
        decisionRemarks: remarks,
      });
      return recordOf(saved!);
    });
  }
}
