import {
  FIELD_MAIN_ACCOUNT_TYPE_ID,
  MAIN_WALLET,
  minorToNumber,
  scaleOf,
  type BalanceValue,
  type ConsolidatedFunds,
  type LegacyBalanceValue,
  type MerchantWallet,
  type TransferValue,
  type WalletItem,
  minorToDecimal as money,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { FeatureFlags } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { MemberRepository, MemberRow } from '../member/index.js';
import { isTrialAccount } from '../member/index.js';
import { parseAmount } from './amounts.js';
import { requestHash, type Ledger, type TransferOutcome } from './ledger.js';
import { LedgerRepository, type AccountRow } from './ledger.repository.js';
import type { MoneyEvents } from './money-events.js';
import type { PaymentPasswords } from './payment-password.js';
import type { WalletRepository } from './wallet.repository.js';
import type { WalletSetup, WalletSetupService } from './wallet-setup.js';

/** isAgent values of agents, who may pay their direct downlines. */
const AGENT_TYPES = [1, 2];

/** A service answer and whether it replays an earlier request with the same idempotency key. */
export interface Replayable<T> {
  value: T;
  replayed: boolean;
}

export interface WalletDeps {
  db: Db;
  ledger: Ledger;
  setup: WalletSetupService;
  wallets: WalletRepository;
  members: MemberRepository;
  flags: FeatureFlags;
  paymentPasswords: PaymentPasswords;
  events: MoneyEvents;
}

export function toTransferValue(outcome: TransferOutcome, currency: string): TransferValue {
  const { transfer, debit } = outcome;
  return {
    transferId: transfer.id,
    kind: transfer.kind,
    status: transfer.status,
    amount: money(transfer.amount, currency),
    balanceAfter: money(debit.balance - debit.held, currency),
    createdAt: transfer.createdAt.getTime(),
  };
}

/** Member money outside the payment channels: balances, wallets, transfers, history. */
export class WalletService {
  private readonly reads: LedgerRepository;

  constructor(private readonly deps: WalletDeps) {
    this.reads = new LedgerRepository(deps.db);
  }

  /** The member behind a session; trial accounts move no money (in_please_account). */
  async member(merchant: MerchantContext, session: SessionContext, options: { moving?: boolean } = {}) {
    if (options.moving && isTrialAccount(session.isAgent)) throw new AppError('in_please_account');
    const member = await this.deps.members.findById(merchant.id, session.memberId);
    if (!member || member.status !== 'A') throw new AppError('user.or.token.invalid');
    return member;
  }

  private async accounts(merchant: MerchantContext, memberId: number): Promise<Map<string, AccountRow>> {
    const rows = await this.reads.accountsOfMember(merchant.id, merchant.currency, memberId);
    return new Map(rows.map((row) => [row.code, row]));
  }

  /** The legacy balance call: the same wallets, amounts as numbers. */
  async legacyBalance(merchant: MerchantContext, session: SessionContext): Promise<LegacyBalanceValue> {
    await this.member(merchant, session);
    const setup = await this.deps.setup.of(merchant);
    const accounts = await this.accounts(merchant, session.memberId);
    const c = merchant.currency;
    return {
      balances: setup.wallets.map((w) => {
        const account = accounts.get(w.code);
        const balance = account?.balance ?? 0n;
        return {
          typeId: w.typeId,
          accountName: w.code,
          displayName: w.displayName,
          availBalance: minorToNumber(balance - (account?.held ?? 0n), c),
          balance: minorToNumber(balance, c),
        };
      }),
      sumBalance: minorToNumber(this.sumAvailable(accounts), c),
      currency: c,
    };
  }

  private walletItems(merchant: MerchantContext, setup: WalletSetup, accounts: Map<string, AccountRow>) {
    const c = merchant.currency;
    return setup.wallets.map((w): WalletItem => {
      const account = accounts.get(w.code);
      const balance = account?.balance ?? 0n;
      const held = account?.held ?? 0n;
      return {
        typeId: w.typeId,
        code: w.code,
        accountName: w.code,
        displayName: w.displayName,
        availBalance: money(balance - held, c),
        balance: money(balance, c),
        heldBalance: money(held, c),
      };
    });
  }

  /** Everything the member may spend, across every wallet they hold money in. */
  private sumAvailable(accounts: Map<string, AccountRow>): bigint {
    let sum = 0n;
    for (const a of accounts.values()) sum += a.balance - a.held;
    return sum;
  }

  async balance(merchant: MerchantContext, session: SessionContext, typeId: number): Promise<BalanceValue> {
    await this.member(merchant, session);
    const setup = await this.deps.setup.of(merchant);
    const wallet = setup.wallets.find((w) => w.typeId === typeId);
    if (!wallet) throw new AppError('wallet.not.found');
    const accounts = await this.accounts(merchant, session.memberId);
    const account = accounts.get(wallet.code);
    return {
      sumBalance: money(this.sumAvailable(accounts), merchant.currency),
      balance: this.walletItems(merchant, setup, accounts).map((item) => ({
        ...item,
        accountTypeId: item.code === MAIN_WALLET ? FIELD_MAIN_ACCOUNT_TYPE_ID : null,
      })),
      availBalance: money((account?.balance ?? 0n) - (account?.held ?? 0n), merchant.currency),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      typeId,
    };
  }

  async consolidated(merchant: MerchantContext, session: SessionContext): Promise<ConsolidatedFunds> {
    await this.member(merchant, session);
    const setup = await this.deps.setup.of(merchant);
    const accounts = await this.accounts(merchant, session.memberId);
    const sum = money(this.sumAvailable(accounts), merchant.currency);
    return {
      money: sum,
      sumBalance: sum,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      isSingle: setup.isSingle,
      walletList: this.walletItems(merchant, setup, accounts),
    };
  }

  /** The merchant wallet call; a merchantCode other than the request's merchant is not answered. */
  async merchantWallet(
    merchant: MerchantContext,
    merchantCode: string | null | undefined,
  ): Promise<MerchantWallet> {
    if (merchantCode && merchantCode.toLowerCase() !== merchant.code.toLowerCase()) {
      throw new AppError('merchant.not.found');
    }
    const setup = await this.deps.setup.of(merchant);
    const c = merchant.currency;
    return {
      merchantCode: merchant.code,
      isSingle: setup.isSingle,
      currency: c,
      currencySymbol: merchant.currencySymbol,
      scale: scaleOf(c),
      wallets: setup.wallets,
      deposit: { min: money(setup.deposit.min, c), max: money(setup.deposit.max, c) },
      withdraw: { min: money(setup.withdraw.min, c), max: money(setup.withdraw.max, c) },
    };
  }

  /** transferFund: between two of the member's own wallets; not offered by single-wallet merchants. */
  async transferBetweenWallets(
    merchant: MerchantContext,
    session: SessionContext,
    input: { fromWallet: string; toWallet: string; amount: string | number },
    key: string,
  ): Promise<Replayable<TransferValue>> {
    const member = await this.member(merchant, session, { moving: true });
    const setup = await this.deps.setup.of(merchant);
    if (setup.isSingle) throw new AppError('function.not.available');
    const codes = new Set(setup.wallets.map((w) => w.code));
    if (!codes.has(input.fromWallet) || !codes.has(input.toWallet)) throw new AppError('wallet.not.found');
    if (input.fromWallet === input.toWallet) throw new AppError('wallet.transfer.same');
    const amount = parseAmount(input.amount, merchant.currency);
    const outcome = await this.deps.ledger.transfer({
      merchantId: merchant.id,
      currency: merchant.currency,
      debit: { owner: 'member', memberId: member.id, wallet: input.fromWallet },
      credit: { owner: 'member', memberId: member.id, wallet: input.toWallet },
      amount,
      kind: 'wallet_transfer',
      idempotencyKey: key,
    });
    return { value: toTransferValue(outcome, merchant.currency), replayed: outcome.replayed };
  }

  /** Transfer to the upline agent: toUpline 1, isAgent not 2 and AGETRANSFERUP3. */
  async transferToUpline(
    merchant: MerchantContext,
    session: SessionContext,
    input: { amount: string | number; paymentPassword?: string | null; remarks?: string | null },
    key: string,
  ): Promise<Replayable<TransferValue>> {
    await this.deps.flags.require(merchant, 'AGETRANSFERUP3');
    const member = await this.member(merchant, session, { moving: true });
    if (member.toUpline !== 1 || member.isAgent === 2) throw new AppError('permission.denied');
    const upline = member.uplineId ? await this.deps.members.findById(merchant.id, member.uplineId) : null;
    if (!upline || upline.status !== 'A' || !AGENT_TYPES.includes(upline.isAgent)) {
      throw new AppError('upline.not.found');
    }
    const amount = parseAmount(input.amount, merchant.currency);
    await this.deps.paymentPasswords.verify(merchant, member.id, input.paymentPassword);
    const remarks = input.remarks || null;
    const outcome = await this.deps.ledger.transfer({
      merchantId: merchant.id,
      currency: merchant.currency,
      debit: { owner: 'member', memberId: member.id, wallet: MAIN_WALLET },
      credit: { owner: 'member', memberId: upline.id, wallet: MAIN_WALLET },
      amount,
      kind: 'to_upline',
      idempotencyKey: key,
      remarks,
    });
    if (!outcome.replayed) {
      await this.deps.events.agentTransfer(merchant.id, upline.id, 'AGENT_TRANSFER_DOWNLINE_TO_AGENT', {
        amount: money(amount, merchant.currency),
        from: displayName(member),
        remarks,
      });
    }
    return { value: toTransferValue(outcome, merchant.currency), replayed: outcome.replayed };
  }

  /**
   * Agent to direct downlines, all in one transaction: every transfer is made or none is.
   * More than one downline per request needs AGENTRANSMULTDOWN3.
   */
  async transferToDownlines(
    merchant: MerchantContext,
    session: SessionContext,
    input: {
      transfers: { username: string; amount: string | number }[];
      paymentPassword?: string | null;
      remarks?: string | null;
    },
    key: string,
  ): Promise<Replayable<{ transfers: (TransferValue & { username: string })[] }>> {
    const agent = await this.member(merchant, session, { moving: true });
    if (!AGENT_TYPES.includes(agent.isAgent)) throw new AppError('permission.denied');
    await this.deps.flags.require(merchant, 'AGENTCENTER');
    if (input.transfers.length > 1) await this.deps.flags.require(merchant, 'AGENTRANSMULTDOWN3');

    const lines: { id: number; username: string; amount: bigint }[] = [];
    for (const item of input.transfers) {
      const amount = parseAmount(item.amount, merchant.currency);
      const downline = await this.deps.wallets.memberByUsername(merchant.id, item.username);
      if (!downline || downline.uplineId !== agent.id || downline.status !== 'A') {
        throw new AppError('downline.not.found', undefined, { username: item.username });
      }
      if (lines.some((l) => l.id === downline.id)) {
        throw new AppError('request.invalid', `transfers: ${downline.username} appears twice`);
      }
      lines.push({ id: downline.id, username: downline.username, amount });
    }
    await this.deps.paymentPasswords.verify(merchant, agent.id, input.paymentPassword);
    const remarks = input.remarks || null;
    // Every transfer carries the whole batch, so a replay with any other batch is a conflict.
    const batch = requestHash(lines.map((l) => [l.id, l.amount]));
    const outcomes = await this.deps.ledger.run(async (ledger) => {
      const results: TransferOutcome[] = [];
      for (const [i, line] of lines.entries()) {
        results.push(
          await ledger.transfer({
            merchantId: merchant.id,
            currency: merchant.currency,
            debit: { owner: 'member', memberId: agent.id, wallet: MAIN_WALLET },
            credit: { owner: 'member', memberId: line.id, wallet: MAIN_WALLET },
            amount: line.amount,
            kind: 'to_downline',
            idempotencyKey: `${key}:${i}`,
            remarks,
            fingerprint: { batch },
          }),
        );
      }
      return results;
    });
    const replayed = outcomes.every((o) => o.replayed);
    if (!replayed) {
      for (const line of lines) {
        await this.deps.events.agentTransfer(merchant.id, line.id, 'AGENT_TRANSFER_AGENT_TO_DOWNLINE', {
          amount: money(line.amount, merchant.currency),
          from: displayName(agent),
          remarks,
        });
      }
    }
    return {
      value: {
        transfers: outcomes.map((o, i) => ({
          ...toTransferValue(o, merchant.currency),
          username: lines[i]!.username,
        })),
      },
      replayed,
    };
  }

  /** Balance history of one wallet, newest first. */
  async history(
    merchant: MerchantContext,
    session: SessionContext,
    query: { wallet: string; page: number; size: number },
  ) {
    await this.member(merchant, session);
    const setup = await this.deps.setup.of(merchant);
    const accounts = await this.accounts(merchant, session.memberId);
    const account = accounts.get(query.wallet);
    if (!account && !setup.wallets.some((w) => w.code === query.wallet))
      throw new AppError('wallet.not.found');
    if (!account) return { list: [], page: query.page, size: query.size, total: 0 };
    const c = merchant.currency;
    const { rows, total } = await this.reads.history(merchant.id, account.id, query.page, query.size);
    return {
      list: rows.map(({ entry, kind, remarks }) => ({
        id: entry.id,
        transferId: entry.transferId,
        kind,
        event: entry.event,
        amount: money(entry.balanceDelta, c),
        heldAmount: money(entry.heldDelta, c),
        balanceAfter: money(entry.balanceAfter, c),
        availBalanceAfter: money(entry.balanceAfter - entry.heldAfter, c),
        remarks,
        createdAt: entry.createdAt.getTime(),
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** Per currency: the sum of all accounts (zero in a sound ledger), what members hold, house accounts. */
  async ledgerSummary(merchant: MerchantContext, actor: { merchantId: number }) {
    if (actor.merchantId !== merchant.id) throw new AppError('permission.denied');
    const { sums, houses } = await this.reads.summary(merchant.id);
    return {
      currencies: sums.map((s) => ({
        currency: s.currency,
        sum: money(BigInt(s.total), s.currency),
        memberTotal: money(BigInt(s.members), s.currency),
        houseAccounts: houses
          .filter((h) => h.currency === s.currency)
          .map((h) => ({ code: h.code, balance: money(h.balance, s.currency) })),
        pendingTotal: money(BigInt(s.held), s.currency),
      })),
    };
  }

  async setPaymentPassword(
    merchant: MerchantContext,
    session: SessionContext,
    input: {
      password?: string | null;
      paymentPassword?: string | null;
      confirmPaymentPassword?: string | null;
    },
  ) {
    const member = await this.member(merchant, session, { moving: true });
    return this.deps.paymentPasswords.set(merchant, member.id, input);
  }

  /** Whether the member has set a payment password (the legacy clients' withdrawal password). */
  async hasPaymentPassword(merchant: MerchantContext, session: SessionContext): Promise<boolean> {
    const member = await this.member(merchant, session);
    return member.paymentPasswordHash !== null;
  }
}

export function displayName(member: Pick<MemberRow, 'nickname' | 'username'>): string {
  return member.nickname || member.username;
}
