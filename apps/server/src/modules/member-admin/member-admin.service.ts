import {
  MAIN_WALLET,
  SHIPPED_LANGUAGES,
  decimalToMinor,
  minorToDecimal,
  type AdminMemberAdjustValue,
  type AdminMemberDetail,
  type AdminMemberRow,
  type AdminPage,
  type AdminPasswordReset,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import { randomDigits, randomFrom } from '../../platform/random.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionService } from '../session/index.js';
import type { VipService } from '../promotion/index.js';
import {
  hashPassword,
  maskEmail,
  maskMobile,
  normaliseEmail,
  satisfies,
  type MemberRepository,
  type MemberRow,
  type MemberSearch,
  type MemberWithUpline,
  type RuleBook,
} from '../member/index.js';
import { textsFor, type VerificationService } from '../verification/index.js';
import type { TwoFactorRepository } from '../security/index.js';
import type { AccountRef, Ledger, MemberMoneyRepository } from '../wallet/index.js';

const RECENT_LEDGER = 20;
const TEMPORARY_LENGTH = 8;

interface Found extends MemberWithUpline {
  /** Every wallet of the member in the merchant's currency, in minor units. */
  balance: bigint;
}

export interface MemberAdminDeps {
  members: MemberRepository;
  /** Balances, wallets and ledger entries of members (the wallet module's). */
  money: MemberMoneyRepository;
  twoFactors: TwoFactorRepository;
  ledger: Ledger;
  sessions: SessionService;
  rules: RuleBook;
  vip: VipService;
  /** Delivers the temporary password of a reset (SMS or e-mail, or the outbox). */
  verification: VerificationService;
  now?: () => Date;
}

/** Members as the merchant's operators see and manage them. */
export class MemberAdminService {
  private readonly now: () => Date;

  constructor(private readonly deps: MemberAdminDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private async row(merchant: MerchantContext, found: Found): Promise<AdminMemberRow> {
    const { member } = found;
    const label = await this.deps.vip.clubLabel(merchant, member.id);
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname ?? '',
      mobile: member.mobileNo,
      isAgent: member.isAgent,
      upline: found.upline,
      locked: member.status !== 'A',
      balance: minorToDecimal(found.balance, merchant.currency),
      vipLevel: label?.labelName ?? null,
      registeredAt: member.createdAt.getTime(),
      lastLoginAt: member.lastLoginAt?.getTime() ?? null,
    };
  }

  async list(
    merchant: MerchantContext,
    filter: MemberSearch,
    page: number,
    size: number,
  ): Promise<AdminPage<AdminMemberRow>> {
    const { rows, total } = await this.deps.members.search(merchant.id, filter, page, size);
    const balances = await this.deps.money.balances(
      merchant.id,
      merchant.currency,
      rows.map((r) => r.member.id),
    );
    const list = await Promise.all(
      rows.map((found) => this.row(merchant, { ...found, balance: balances.get(found.member.id) ?? 0n })),
    );
    return { list, page, size, total };
  }

  private async found(merchant: MerchantContext, id: number): Promise<MemberWithUpline> {
    const found = await this.deps.members.findWithUpline(merchant.id, id);
    if (!found) throw new AppError('resource.not.found');
    return found;
  }

  async detail(merchant: MerchantContext, id: number): Promise<AdminMemberDetail> {
    const found = await this.found(merchant, id);
    const [balances, wallets, ledger, twoFactor] = await Promise.all([
      this.deps.money.balances(merchant.id, merchant.currency, [id]),
      this.deps.money.wallets(merchant.id, id),
      this.deps.money.recentEntries(merchant.id, id, RECENT_LEDGER),
      this.deps.twoFactors.find(merchant.id, id),
    ]);
    return {
      ...(await this.row(merchant, { ...found, balance: balances.get(id) ?? 0n })),
      email: found.member.email,
      twoFactor: Boolean(twoFactor?.totpEnabledAt),
      wallets: wallets.map((w) => ({
        code: w.code,
        currency: w.currency,
        balance: minorToDecimal(w.balance, w.currency),
        held: minorToDecimal(w.held, w.currency),
      })),
      recentLedger: ledger.map((e) => {
        // A hold or its release changes what the member may spend, not the balance itself.
        const reserved = e.event === 'hold' || e.event === 'release';
        return {
          id: e.id,
          kind: e.kind,
          event: e.event,
          wallet: e.wallet,
          amount: minorToDecimal(reserved ? -e.heldDelta : e.balanceDelta, e.currency),
          balanceAfter: minorToDecimal(e.balanceAfter - e.heldAfter, e.currency),
          currency: e.currency,
          createdAt: e.createdAt.getTime(),
        };
      }),
    };
  }

  /** A locked member cannot log in; every session they hold ends at once. */
  async lock(
    merchant: MerchantContext,
    id: number,
    locked: boolean,
  ): Promise<{ id: number; locked: boolean }> {
    if (!(await this.deps.members.setStatus(merchant.id, id, locked ? 'L' : 'A'))) {
      throw new AppError('resource.not.found');
    }
    if (locked) await this.deps.sessions.revokeAll(merchant, id);
    return { id, locked };
  }

  /**
   * A temporary password that reaches the member only: by SMS to the bound mobile, or by e-mail
   * to the bound address. The operator learns where it went (masked), never the password. It
   * must be changed at the next login, the member's sessions end, and it fits the merchant's
   * password rule.
   */
  async resetPassword(merchant: MerchantContext, id: number): Promise<AdminPasswordReset> {
    const { member } = await this.found(merchant, id);
    if (!member.mobileNo && !member.email) throw new AppError('member.contact.missing');
    const temporary = await this.temporaryPassword(merchant);
    const hash = await hashPassword(temporary);
    const language = SHIPPED_LANGUAGES.find((l) => l === member.language) ?? merchant.defaultLanguage;
    const texts = textsFor(language);
    const text = texts.temporaryPassword(merchant.name, temporary);
    // Sent before it is stored: a failed send leaves the member's own password working.
    const sent = await this.deliver(merchant, member, text, texts.temporaryPasswordSubject(merchant.name));
    await this.deps.members.updatePassword(merchant.id, id, hash, 'temporary', this.now());
    await this.deps.sessions.revokeAll(merchant, id);
    return sent;
  }

  /** By SMS where the member has a mobile and the merchant sends SMS; by e-mail otherwise. */
  private async deliver(
    merchant: MerchantContext,
    member: MemberRow,
    text: string,
    subject: string,
  ): Promise<AdminPasswordReset> {
    if (member.mobileNo) {
      try {
        await this.deps.verification.sendSms(
          merchant,
          { mobileNo: member.mobileNo, countryDialingCode: member.countryDialingCode },
          text,
        );
        return { channel: 'SMS', destination: maskMobile(member.mobileNo)! };
      } catch (error) {
        const noSms = error instanceof AppError && error.code === 'function.not.available';
        if (!noSms || !member.email) throw error;
      }
    }
    if (!member.email) throw new AppError('member.contact.missing');
    const email = normaliseEmail(member.email);
    await this.deps.verification.sendEmail(merchant, email, subject, text);
    return { channel: 'EMAIL', destination: maskEmail(email)! };
  }

  private async temporaryPassword(merchant: MerchantContext): Promise<string> {
    const rule = (await this.deps.rules.rules(merchant)).password;
    const length = Math.min(Math.max(TEMPORARY_LENGTH, rule.min), Math.max(rule.max, 1));
    const letters = Math.ceil(length / 2);
    let temporary = '';
    for (let attempt = 0; attempt < 20; attempt++) {
      // Letters then digits: satisfies the usual "letters and digits" password patterns.
      temporary = randomFrom('abcdefghjkmnpqrstuvwxyz', letters) + randomDigits(length - letters);
      if (satisfies(temporary, rule)) break;
    }
    return temporary;
  }

  /**
   * A signed amount between the member's main wallet and the merchant's ADJUSTMENT house account,
   * one ledger transfer keyed by the request id: the same request again answers the first result,
   * a different request under the same id is idempotency.conflict, and a deduction never takes
   * the member below zero (balance.insufficient).
   */
  async adjust(
    merchant: MerchantContext,
    id: number,
    input: { amount: string; reason: string; requestId: string },
  ): Promise<AdminMemberAdjustValue> {
    const { currency } = merchant;
    // Shared money rules; MoneyError answers amount.invalid or currency.unsupported.
    const signed = decimalToMinor(input.amount, currency);
    if (signed === 0n) throw new AppError('amount.invalid');
    await this.found(merchant, id);
    const wallet: AccountRef = { owner: 'member', memberId: id, wallet: MAIN_WALLET };
    const house: AccountRef = { owner: 'house', code: 'ADJUSTMENT' };
    const credit = signed > 0n;
    return this.deps.ledger.run(async (ledger) => {
      const outcome = await ledger.transfer({
        merchantId: merchant.id,
        currency,
        debit: credit ? house : wallet,
        credit: credit ? wallet : house,
        amount: credit ? signed : -signed,
        kind: 'adjustment',
        idempotencyKey: `admin-adjust:${input.requestId}`,
        remarks: input.reason.slice(0, 140),
        fingerprint: { reason: input.reason },
      });
      const account = await ledger.account(merchant.id, currency, wallet);
      const entry = await ledger.repository.firstEntry(outcome.transfer.id, account.id);
      if (!entry) throw new Error(`adjustment ${outcome.transfer.id} has no entry on the member's wallet`);
      return {
        transferId: outcome.transfer.id,
        memberId: id,
        amount: minorToDecimal(signed, currency),
        balanceAfter: minorToDecimal(entry.balanceAfter - entry.heldAfter, currency),
        replayed: outcome.replayed,
        createdAt: outcome.transfer.createdAt.getTime(),
      };
    });
  }
}
