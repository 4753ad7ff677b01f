import type { FraudGroup, FraudKind, FraudMemberValue, FraudRules } from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { Db } from '../../platform/db/client.js';
import type { MerchantContext } from '../settings/index.js';
import { isTrialAccount } from '../member/index.js';
import {
  FraudRepository,
  type FraudFlagRow,
  type FraudRulesRow,
  type GroupKey,
  type LinkedRow,
} from './fraud.repository.js';
import { accountKey, addressRange, payeeKey, promotionKey, promotionOf } from './signals.js';

const DAY_MS = 86_400_000;
/** Shared values linked per transaction when a rule is switched on. */
const LOOK_BACK_BATCH = 500;
/**
 * The kinds a rule switched on looks back for. Promotion claims are recorded only while their
 * rule is on, and only past N accounts, so there is nothing earlier to link.
 */
const LOOK_BACK_KINDS: readonly FraudKind[] = ['DEVICE', 'IP_RANGE', 'PAYEE', 'BANK_ACCOUNT'];

/** What a merchant without a row of its own runs: nothing, until the merchant switches rules on. */
export const DEFAULT_FRAUD_RULES: FraudRules = {
  device: false,
  ipRange: false,
  ipWindowDays: 7,
  payee: false,
  bankAccount: false,
  promotion: false,
  promotionAccounts: 3,
  promotionNewDays: 7,
  reviewWithdrawals: true,
};

/** The member fields signals are recorded from. */
export interface SignalMember {
  id: number;
  isAgent: number;
  createdAt: Date;
  payeeName?: string | null;
}

export interface FraudOperator {
  adminId: number;
  merchantId: number;
  username: string;
}

export interface FraudDeps {
  db: Db;
  /** Titles of the merchant's promotions (PROMOTION groups name theirs). */
  promotionTitles?: (merchantId: number, ids: number[]) => Promise<Map<number, string>>;
  /** Whether the member is the merchant's (the member page's calls). */
  memberExists: (merchantId: number, memberId: number) => Promise<boolean>;
  now?: () => Date;
}

function ruleOn(rules: FraudRules, kind: FraudKind): boolean {
  switch (kind) {
    case 'DEVICE':
      return rules.device;
    case 'IP_RANGE':
      return rules.ipRange;
    case 'PAYEE':
      return rules.payee;
    case 'BANK_ACCOUNT':
      return rules.bankAccount;
    case 'PROMOTION':
      return rules.promotion;
  }
}

function rulesOf(row: FraudRulesRow | null): FraudRules {
  if (!row) return { ...DEFAULT_FRAUD_RULES };
  const { merchantId: _m, updatedAt: _u, ...rules } = row;
  return rules;
}

/**
 * Fraud signals. What members are seen with is recorded as they register (device, address range,
 * payee name), log in (device), bind a card or withdraw (account number, holder's name) and claim
 * promotions (promotion and device, for new accounts). Each sighting looks up the other members
 * with the same value through an index, never the whole history; when the merchant's rule for
 * that kind is on and it finds some, the rows are linked (one group per kind and value) and the
 * members newly linked are flagged. A flagged member's withdrawals wait for an operator's review
 * when the merchant says so. Everything is per merchant: the same device at two merchants links nothing.
 */
export class FraudService {
  private readonly repository: FraudRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: FraudDeps) {
    this.repository = new FraudRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  async rules(merchant: MerchantContext): Promise<FraudRules> {
    return rulesOf(await this.repository.rules(merchant.id));
  }

  async saveRules(
    merchant: MerchantContext,
    operator: FraudOperator,
    input: FraudRules,
  ): Promise<FraudRules> {
    if (operator.merchantId !== merchant.id) throw new AppError('permission.denied');
    const before = await this.rules(merchant);
    const at = this.now();
    const saved = rulesOf(await this.repository.saveRules({ merchantId: merchant.id, ...input }, at));
    for (const kind of LOOK_BACK_KINDS) {
      if (ruleOn(saved, kind) && !ruleOn(before, kind)) await this.lookBack(merchant.id, saved, kind, at);
    }
    return saved;
  }

  /**
   * A rule switched on links the members who already share a recorded value of its kind, as a
   * sighting would have had the rule been on: the shared values are read along the unique index
   * in batches (an address range only within the window), each batch locked, linked and flagged
   * in one transaction.
   */
  private async lookBack(merchantId: number, rules: FraudRules, kind: FraudKind, at: Date): Promise<void> {
    const since = kind === 'IP_RANGE' ? new Date(at.getTime() - rules.ipWindowDays * DAY_MS) : null;
    for (let after: string | null = null; ;) {
      const values = await this.repository.sharedValues(merchantId, kind, after, since, 2, LOOK_BACK_BATCH);
      if (values.length === 0) return;
      await this.deps.db.transaction(async (tx) => {
        const repository = new FraudRepository(tx);
        await repository.lockValues(merchantId, kind, values);
        const linked = await repository.markValuesLinked(merchantId, kind, values, since, at);
        await repository.flag(merchantId, linked, kind, at);
      });
      if (values.length < LOOK_BACK_BATCH) return;
      after = values[values.length - 1]!;
    }
  }

  // ---- Signals ----------------------------------------------------------------------------------

  /** A new member: its device, the range of its address and its payee name. */
  async registered(
    merchant: MerchantContext,
    member: SignalMember,
    client: { ip: string; deviceId: string | null },
  ): Promise<void> {
    if (isTrialAccount(member.isAgent)) return;
    const rules = await this.rules(merchant);
    const at = this.now();
    await this.observe(merchant.id, rules, 'DEVICE', client.deviceId, member.id, at);
    await this.observe(merchant.id, rules, 'IP_RANGE', addressRange(client.ip), member.id, at);
    await this.observe(merchant.id, rules, 'PAYEE', payeeKey(member.payeeName), member.id, at);
  }

  /** A login: the device it came from. */
  async loggedIn(merchant: MerchantContext, member: SignalMember, deviceId: string | null): Promise<void> {
    if (!deviceId || isTrialAccount(member.isAgent)) return;
    await this.observe(merchant.id, await this.rules(merchant), 'DEVICE', deviceId, member.id, this.now());
  }

  /** A bank account the member bound or withdraws to, and the holder's name on it. */
  async bankAccount(
    merchant: MerchantContext,
    memberId: number,
    account: { accountNo: string | null; accountName?: string | null },
  ): Promise<void> {
    const rules = await this.rules(merchant);
    const at = this.now();
    await this.observe(merchant.id, rules, 'BANK_ACCOUNT', accountKey(account.accountNo), memberId, at);
    await this.observe(merchant.id, rules, 'PAYEE', payeeKey(account.accountName), memberId, at);
  }

  /**
   * A claim of a promotion from a device. Only new accounts (registered at most D days before)
   * are recorded, so the members of a value are the new accounts that claimed it from there.
   */
  async claimed(
    merchant: MerchantContext,
    member: SignalMember,
    promotionId: number,
    deviceId: string | null,
  ): Promise<void> {
    if (!deviceId || isTrialAccount(member.isAgent)) return;
    const rules = await this.rules(merchant);
    const at = this.now();
    if (!rules.promotion || at.getTime() - member.createdAt.getTime() > rules.promotionNewDays * DAY_MS)
      return;
    await this.observe(merchant.id, rules, 'PROMOTION', promotionKey(promotionId, deviceId), member.id, at);
  }

  /** Records one sighting and links it when the merchant's rule for its kind finds others. */
  private async observe(
    merchantId: number,
    rules: FraudRules,
    kind: FraudKind,
    value: string | null,
    memberId: number,
    at: Date,
  ): Promise<void> {
    if (!value) return;
    await this.deps.db.transaction(async (tx) => {
      const repository = new FraudRepository(tx);
      await repository.lockValue(merchantId, kind, value);
      await repository.record(merchantId, kind, value, memberId, at);
      if (!ruleOn(rules, kind)) return;
      const since = kind === 'IP_RANGE' ? new Date(at.getTime() - rules.ipWindowDays * DAY_MS) : null;
      const others = await repository.others(merchantId, kind, value, memberId, since);
      // More than N new accounts for a promotion; any other member for the rest.
      const enough = kind === 'PROMOTION' ? others.length + 1 > rules.promotionAccounts : others.length > 0;
      if (!enough) return;
      const linked = await repository.markLinked(merchantId, kind, value, [memberId, ...others], at);
      await repository.flag(merchantId, linked, kind, at);
    });
  }

  // ---- Withdrawals ------------------------------------------------------------------------------

  /** The kinds behind the member's standing flag when its withdrawals must wait for review; else null. */
  async withdrawalReview(merchant: MerchantContext, memberId: number): Promise<FraudKind[] | null> {
    const flag = await this.repository.flagOf(merchant.id, memberId);
    if (flag?.status !== 'FLAGGED') return null;
    const rules = await this.rules(merchant);
    return rules.reviewWithdrawals ? flag.kinds : null;
  }

  // ---- Back office ------------------------------------------------------------------------------

  async groups(
    merchant: MerchantContext,
    query: { kind?: FraudKind; q?: string; page: number; size: number },
  ): Promise<{ list: FraudGroup[]; page: number; size: number; total: number }> {
    const { keys, total } = await this.repository.groupKeys(
      merchant.id,
      { kind: query.kind, q: query.q || undefined },
      query.page,
      query.size,
    );
    return { list: await this.describe(merchant.id, keys), page: query.page, size: query.size, total };
  }

  async member(merchant: MerchantContext, memberId: number): Promise<FraudMemberValue> {
    if (!(await this.deps.memberExists(merchant.id, memberId))) throw new AppError('resource.not.found');
    const [flag, keys] = await Promise.all([
      this.repository.flagOf(merchant.id, memberId),
      this.repository.groupKeysOf(merchant.id, memberId),
    ]);
    return { memberId, flag: flagValue(flag), groups: await this.describe(merchant.id, keys) };
  }

  /** An operator clears the member's standing flag, saying why; the admin guard audits the call. */
  async clear(
    merchant: MerchantContext,
    operator: FraudOperator,
    memberId: number,
    remarks: string,
  ): Promise<FraudMemberValue> {
    if (operator.merchantId !== merchant.id) throw new AppError('permission.denied');
    if (!(await this.deps.memberExists(merchant.id, memberId))) throw new AppError('resource.not.found');
    const cleared = await this.repository.clear(merchant.id, memberId, operator, remarks.trim(), this.now());
    if (!cleared) throw new AppError('fraud.flag.not.found');
    return this.member(merchant, memberId);
  }

  private async describe(merchantId: number, keys: GroupKey[]): Promise<FraudGroup[]> {
    const rows = await this.repository.linkedMembers(merchantId, keys);
    const byKey = new Map<string, LinkedRow[]>();
    for (const row of rows) {
      const key = `${row.kind}\u0000${row.value}`;
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    const promotionIds = keys.filter((k) => k.kind === 'PROMOTION').map((k) => promotionOf(k.value));
    const ids = [...new Set(promotionIds.filter((id): id is number => id !== null))];
    const titles =
      ids.length && this.deps.promotionTitles ? await this.deps.promotionTitles(merchantId, ids) : new Map();
    return keys.map((k) => {
      const members = byKey.get(`${k.kind}\u0000${k.value}`) ?? [];
      const promotionId = k.kind === 'PROMOTION' ? promotionOf(k.value) : null;
      return {
        kind: k.kind,
        value: k.value,
        promotionTitle: promotionId === null ? null : (titles.get(promotionId) ?? null),
        lastLinkedAt: Math.max(0, ...members.map((m) => m.linkedAt.getTime())),
        members: members.map((m) => ({
          memberId: m.memberId,
          username: m.username,
          flagged: m.flagStatus === 'FLAGGED',
          registeredAt: m.registeredAt.getTime(),
          linkedAt: m.linkedAt.getTime(),
        })),
      };
    });
  }
}

function flagValue(flag: FraudFlagRow | null): FraudMemberValue['flag'] {
  if (!flag) return null;
  return {
    status: flag.status,
    kinds: flag.kinds,
    flaggedAt: flag.flaggedAt.getTime(),
    clearedAt: flag.clearedAt?.getTime() ?? null,
    clearedBy: flag.clearedBy,
    remarks: flag.remarks,
  };
}
