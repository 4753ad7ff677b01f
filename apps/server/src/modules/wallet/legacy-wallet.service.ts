import {
  MAIN_WALLET,
  type LegacyMainTransferRequest,
  type LegacySubTransferRequest,
  type LegacyWalletItem,
  type LockReason,
  type LockStatusValue,
  type TransferValue,
  type WalletLockStatusValue,
} from '@platform/shared';
import { AppError } from '../../platform/http/app-error.js';
import type { MemberRepository } from '../member/index.js';
import { isTrialAccount } from '../member/index.js';
import type { MerchantContext } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import type { Replayable, WalletService } from './wallet.service.js';
import type { WalletDefinition, WalletSetupService } from './wallet-setup.js';

export interface LegacyWalletDeps {
  wallet: WalletService;
  setup: WalletSetupService;
  members: MemberRepository;
}

/**
 * The 500cai wallet family on top of our wallet service: its transfers are ours (same ledger path,
 * idempotency and refusals), its wallets are named the legacy way (accountName or typeId).
 */
export class LegacyWalletService {
  constructor(private readonly deps: LegacyWalletDeps) {}

  async wallets(merchant: MerchantContext, session: SessionContext): Promise<LegacyWalletItem[]> {
    return (await this.deps.wallet.legacyBalance(merchant, session)).balances;
  }

  /** A sub wallet's money back to the main wallet. */
  async toMain(
    merchant: MerchantContext,
    session: SessionContext,
    input: LegacyMainTransferRequest,
    key: string,
  ): Promise<Replayable<TransferValue>> {
    const sub = await this.resolve(merchant, session, input.accountName, input.typeId);
    return this.deps.wallet.transferBetweenWallets(
      merchant,
      session,
      { fromWallet: sub.code, toWallet: MAIN_WALLET, amount: input.amount },
      key,
    );
  }

  /** Main wallet money into a sub wallet. */
  async fromMain(
    merchant: MerchantContext,
    session: SessionContext,
    input: LegacyMainTransferRequest,
    key: string,
  ): Promise<Replayable<TransferValue>> {
    const sub = await this.resolve(merchant, session, input.accountName, input.typeId);
    return this.deps.wallet.transferBetweenWallets(
      merchant,
      session,
      { fromWallet: MAIN_WALLET, toWallet: sub.code, amount: input.amount },
      key,
    );
  }

  async subToSub(
    merchant: MerchantContext,
    session: SessionContext,
    input: LegacySubTransferRequest,
    key: string,
  ): Promise<Replayable<TransferValue>> {
    const from = await this.resolve(merchant, session, input.fromAccountName, input.fromTypeId);
    const to = await this.resolve(merchant, session, input.toAccountName, input.toTypeId);
    return this.deps.wallet.transferBetweenWallets(
      merchant,
      session,
      { fromWallet: from.code, toWallet: to.code, amount: input.amount },
      key,
    );
  }

  /** The member's money as a whole: locked with the account, or for a trial session. */
  async lockStatus(merchant: MerchantContext, session: SessionContext): Promise<LockStatusValue> {
    return asStatus(await this.accountLock(merchant, session));
  }

  async lockStatusByType(
    merchant: MerchantContext,
    session: SessionContext,
    typeId: number,
  ): Promise<WalletLockStatusValue> {
    const reason = await this.accountLock(merchant, session);
    const wallet = (await this.deps.wallet.legacyBalance(merchant, session)).balances.find(
      (w) => w.typeId === typeId,
    );
    if (!wallet) throw new AppError('wallet.not.found');
    return {
      typeId: wallet.typeId,
      accountName: wallet.accountName,
      ...asStatus(reason),
      heldBalance: wallet.balance - wallet.availBalance,
    };
  }

  /** What transferBetweenWallets would refuse before looking at the amount. */
  async lockTransStatus(merchant: MerchantContext, session: SessionContext): Promise<LockStatusValue> {
    const reason = await this.accountLock(merchant, session);
    if (reason) return asStatus(reason);
    const setup = await this.deps.setup.of(merchant);
    return asStatus(setup.isSingle ? 'SINGLE_WALLET' : null);
  }

  private async accountLock(merchant: MerchantContext, session: SessionContext): Promise<LockReason | null> {
    const member = await this.deps.members.findById(merchant.id, session.memberId);
    if (!member) throw new AppError('user.or.token.invalid');
    if (member.status !== 'A') return 'ACCOUNT_LOCKED';
    return isTrialAccount(session.isAgent) ? 'TRIAL_ACCOUNT' : null;
  }

  /** A wallet by its accountName or typeId; when both are sent they must name the same wallet. */
  private async resolve(
    merchant: MerchantContext,
    session: SessionContext,
    accountName: string | null | undefined,
    typeId: number | null | undefined,
  ): Promise<WalletDefinition> {
    if (!accountName && (typeId === null || typeId === undefined)) {
      throw new AppError('request.invalid', 'accountName or typeId is required');
    }
    // The transfer's own refusals of who may transfer come before any about the wallets named.
    await this.deps.wallet.member(merchant, session, { moving: true });
    const { wallets, isSingle } = await this.deps.setup.of(merchant);
    if (isSingle) throw new AppError('function.not.available');
    const wallet = wallets.find(
      (w) =>
        (!accountName || w.code === accountName) &&
        (typeId === null || typeId === undefined || w.typeId === typeId),
    );
    if (!wallet) throw new AppError('wallet.not.found');
    return wallet;
  }
}

function asStatus(reason: LockReason | null): LockStatusValue {
  return { locked: reason !== null, reason };
}
