import { randomBytes } from 'node:crypto';
import {
  MAIN_WALLET,
  pickHost,
  minorToDecimal,
  type GameLogoutValue,
  type GameType,
  type LaunchRequest,
  type LaunchValue,
} from '@platform/shared';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MerchantContext } from '../settings/index.js';
import type { FeatureFlags } from '../settings/index.js';
import type { SessionContext } from '../session/index.js';
import { hashToken } from '../session/index.js';
import { isTrialAccount } from '../member/index.js';
import type { Ledger } from '../wallet/index.js';
import { LedgerRepository } from '../wallet/index.js';
import type { WalletSetupService } from '../wallet/index.js';
import type { GameRepository, GameWithVendor, VendorRow } from './game.repository.js';
import { isLotteryType, maintenanceView } from './game-catalogue.js';
import { lotteryUrl, type VendorAdapterRegistry } from './vendor-adapter.js';

/** How long a vendor may debit on a launch's token; credits are accepted after it (round results). */
export const GAME_SESSION_TTL_MS = 4 * 60 * 60 * 1000;
/** Sweeps retried when the wallet changed between reading and moving its balance. */
const SWEEP_ATTEMPTS = 3;

export interface GameServiceDeps {
  db: Db;
  repository: GameRepository;
  ledger: Ledger;
  walletSetup: WalletSetupService;
  flags: FeatureFlags;
  adapters: VendorAdapterRegistry;
  now?: () => Date;
}

function newToken(): string {
  return randomBytes(32).toString('hex');
}

/**
 * Where a launch's relative addresses (the built-in vendor, the platform lottery) are resolved:
 * the origin the request reached, else one of the merchant's http(s) launch hosts
 * (launchGameCDNs), picked at random.
 */
function launchBase(merchant: MerchantContext, requestOrigin: string | null): string {
  if (requestOrigin) return requestOrigin;
  const host = pickHost(merchant.extra.launchGameCDNs, null);
  if (host === null) throw new AppError('request.invalid', 'Host');
  return host;
}

/** A vendor's configured address that is not an http(s) URL cannot be played from a page. */
function absoluteUrl(address: string, base: string): string {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    throw new AppError('in_stay_tuned');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new AppError('in_stay_tuned');
  return url.toString();
}

function launchValue(
  base: string,
  address: string,
  vendor: string,
  gameType: GameType,
  appNewWindow: boolean,
): LaunchValue {
  const url = absoluteUrl(address, base);
  return {
    content: { game_url: url, game_url2: url },
    gameUrl: url,
    game_url: url,
    success: true,
    vendor,
    gameType,
    appNewWindow,
  };
}

/**
 * Launch rules: login, real accounts only, a known game, no vendor maintenance,
 * and money in the wallet that pays the game. Also favourites and game logout.
 */
export class GameService {
  private readonly reads: LedgerRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: GameServiceDeps) {
    this.reads = new LedgerRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * The member wallet a vendor's bets are paid from: its own wallet on a transfer-wallet merchant
   * that runs that wallet, MAIN otherwise.
   */
  async payingWallet(merchant: MerchantContext, vendor: VendorRow): Promise<string> {
    if (vendor.mode !== 'transfer' || !vendor.walletCode) return MAIN_WALLET;
    const setup = await this.deps.walletSetup.of(merchant);
    if (setup.isSingle || !setup.wallets.some((w) => w.code === vendor.walletCode)) return MAIN_WALLET;
    return vendor.walletCode;
  }

  /**
   * The wallet a vendor's games are paid from, asked before a launch: on a transfer-wallet
   * merchant the player then chooses how much to move into it (through the wallet transfer).
   * A vendor under maintenance answers vendor_under_maintenance, as its launch would.
   */
  async launchWallet(
    merchant: MerchantContext,
    session: SessionContext | null,
    vendorCode: string,
  ): Promise<{ wallet: string; transfer: boolean }> {
    if (!session) throw new AppError('in_sorry_in');
    const vendor = await this.deps.repository.vendorByCode(merchant.id, vendorCode);
    if (!vendor) throw new AppError('in_stay_tuned');
    // No money is moved towards a vendor that cannot be played now.
    await this.requireOpen(merchant, vendor);
    if (vendor.adapter === 'lottery' || isLotteryType(vendor.gameType)) {
      return { wallet: MAIN_WALLET, transfer: false };
    }
    const wallet = await this.payingWallet(merchant, vendor);
    return { wallet, transfer: wallet !== MAIN_WALLET };
  }

  async available(merchant: MerchantContext, memberId: number, wallet: string): Promise<bigint> {
    const account = await this.reads.findMemberAccount(merchant.id, merchant.currency, memberId, wallet);
    return account ? account.balance - account.held : 0n;
  }

  private async findGame(
    merchant: MerchantContext,
    ref: { gameId?: number | string; nodeId?: number; vendor?: string },
  ): Promise<GameWithVendor | null> {
    const r = this.deps.repository;
    if (typeof ref.gameId === 'number') return r.gameById(merchant.id, ref.gameId);
    if (ref.gameId) {
      const byCode = await r.gameByExternalCode(merchant.id, ref.gameId, ref.vendor);
      if (byCode) return byCode;
    }
    if (ref.nodeId) return r.gameByNode(merchant.id, ref.nodeId, ref.vendor);
    return null;
  }

  private async requireOpen(merchant: MerchantContext, vendor: VendorRow): Promise<void> {
    const windows = await this.deps.repository.activeMaintenance(merchant.id, this.now());
    const window = maintenanceView(windows.get(vendor.id));
    if (window) throw new AppError('vendor_under_maintenance', undefined, window);
  }

  /** Moves the whole available balance of one member wallet to another; answers the amount. */
  private async sweep(
    merchant: MerchantContext,
    memberId: number,
    from: string,
    to: string,
    key: string,
  ): Promise<bigint> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.deps.ledger.run(async (ledger) => {
          const account = await ledger.repository.findMemberAccount(
            merchant.id,
            merchant.currency,
            memberId,
            from,
          );
          const amount = account ? account.balance - account.held : 0n;
          if (amount <= 0n) return 0n;
          const outcome = await ledger.transfer({
            merchantId: merchant.id,
            currency: merchant.currency,
            debit: { owner: 'member', memberId, wallet: from },
            credit: { owner: 'member', memberId, wallet: to },
            amount,
            kind: 'wallet_transfer',
            idempotencyKey: key,
            remarks: 'Game wallet transfer',
          });
          return outcome.transfer.amount;
        });
      } catch (error) {
        // Spent between the read and the move: read again.
        const raced = error instanceof AppError && error.code === 'balance.insufficient';
        if (!raced || attempt >= SWEEP_ATTEMPTS) throw error;
      }
    }
  }

  async launch(
    merchant: MerchantContext,
    session: SessionContext | null,
    request: LaunchRequest,
    origin: string | null,
  ): Promise<LaunchValue> {
    if (!session) throw new AppError('in_sorry_in');
    const base = launchBase(merchant, origin);
    if (isTrialAccount(session.isAgent)) throw new AppError('in_need_true_account');
    const vendorCode = request.vassalage ?? request.accountType;
    const target = await this.findGame(merchant, { ...request, vendor: vendorCode });
    const mode = request.launchMode.toUpperCase();
    // The 2017 lobby opens the lottery's own lobby as lottoGameCode=lobby.
    const lottoGameCode =
      request.lottoGameCode?.toLowerCase() === 'lobby' ? undefined : request.lottoGameCode;
    if (!target) {
      // The lottery lobby and its games are launched by lottoGameCode alone (the lobby's launch payload).
      if (isLotteryType(mode)) {
        return launchValue(base, lotteryUrl(lottoGameCode), mode, mode as GameType, false);
      }
      throw new AppError('in_stay_tuned');
    }
    const { game, vendor } = target;
    await this.requireOpen(merchant, vendor);
    const adapter = this.deps.adapters.of(vendor);
    const options = { language: request.language.toUpperCase(), platform: request.platform };

    if (vendor.adapter === 'lottery' || isLotteryType(game.gameType)) {
      await this.deps.repository.touchRecent(merchant.id, session.memberId, game.id, this.now());
      const url = lotteryUrl(lottoGameCode ?? game.lottoGameCode);
      return launchValue(base, url, vendor.code, game.gameType, game.appNewWindow);
    }
    // accountType 0 is the field's free play: the game's demo, no money.
    if (request.accountType === '0') {
      return this.trial(merchant, { ...request, gameId: game.id, vassalage: vendor.code }, origin);
    }

    const token = newToken();
    const tokenHash = hashToken(token);
    const wallet = await this.payingWallet(merchant, vendor);
    if (wallet !== MAIN_WALLET && request.confirmTrans === 1) {
      await this.sweep(merchant, session.memberId, MAIN_WALLET, wallet, `game-in:${tokenHash.slice(0, 40)}`);
    }
    const balance = await this.available(merchant, session.memberId, wallet);
    if (balance <= 0n) {
      throw new AppError('launch_game_balance_not_enough', undefined, {
        wallet,
        balance: minorToDecimal(balance, merchant.currency),
      });
    }

    const now = this.now();
    await this.deps.repository.insertSession({
      merchantId: merchant.id,
      memberId: session.memberId,
      vendorId: vendor.id,
      gameId: game.id,
      tokenHash,
      currency: merchant.currency,
      walletCode: wallet,
      trial: false,
      expiresAt: new Date(now.getTime() + GAME_SESSION_TTL_MS),
    });
    await this.deps.repository.touchRecent(merchant.id, session.memberId, game.id, now);
    const url = adapter.launchUrl(
      vendor,
      { token, playerId: String(session.customerId), currency: merchant.currency },
      game,
      options,
    );
    return launchValue(base, url, vendor.code, game.gameType, game.appNewWindow);
  }

  /** A demo launch: no login and no money, for games that offer one (FREEPLAY3). */
  async trial(
    merchant: MerchantContext,
    request: { gameId?: number | string; nodeId?: number; vassalage?: string; language: string },
    origin: string | null,
  ): Promise<LaunchValue> {
    await this.deps.flags.require(merchant, 'FREEPLAY3');
    const base = launchBase(merchant, origin);
    const target = await this.findGame(merchant, { ...request, vendor: request.vassalage });
    if (!target || target.game.freeplay !== 1) throw new AppError('in_stay_tuned');
    const { game, vendor } = target;
    await this.requireOpen(merchant, vendor);
    const token = newToken();
    const now = this.now();
    await this.deps.repository.insertSession({
      merchantId: merchant.id,
      memberId: null,
      vendorId: vendor.id,
      gameId: game.id,
      tokenHash: hashToken(token),
      currency: merchant.currency,
      walletCode: MAIN_WALLET,
      trial: true,
      expiresAt: new Date(now.getTime() + GAME_SESSION_TTL_MS),
    });
    const url = this.deps.adapters
      .of(vendor)
      .trialUrl(vendor, { token, playerId: 'demo', currency: merchant.currency }, game, {
        language: request.language.toUpperCase(),
        platform: 'html5-desktop',
      });
    return launchValue(base, url, vendor.code, game.gameType, game.appNewWindow);
  }

  async setFavourite(
    merchant: MerchantContext,
    session: SessionContext,
    request: { nodeId: number; vendor: string },
    favourite: boolean,
  ): Promise<{ gameId: number; favourite: boolean }> {
    const target = await this.deps.repository.gameByNode(merchant.id, request.nodeId, request.vendor);
    if (!target) throw new AppError('in_stay_tuned');
    if (favourite) await this.deps.repository.addFavourite(merchant.id, session.memberId, target.game.id);
    else await this.deps.repository.removeFavourite(merchant.id, session.memberId, target.game.id);
    return { gameId: target.game.id, favourite };
  }

  /**
   * Ends the member's open game sessions (at one vendor or all) and, on a transfer-wallet
   * merchant, moves what is left in those vendors' wallets back to MAIN.
   */
  async logout(
    merchant: MerchantContext,
    session: SessionContext,
    vendorCode: string | undefined,
  ): Promise<GameLogoutValue> {
    const r = this.deps.repository;
    let vendors: VendorRow[];
    if (vendorCode) {
      const vendor = await r.vendorByCode(merchant.id, vendorCode);
      if (!vendor) throw new AppError('in_stay_tuned');
      vendors = [vendor];
    } else {
      vendors = await r.vendors(merchant.id);
    }
    const now = this.now();
    const ended = await r.endSessions(merchant.id, session.memberId, vendorCode ? vendors[0]!.id : null, now);
    const playerId = String(session.customerId);
    for (const vendor of vendors)
      await this.deps.adapters.of(vendor).logout?.(vendor, { token: null, playerId });

    const wallets = new Set<string>();
    for (const vendor of vendors) wallets.add(await this.payingWallet(merchant, vendor));
    wallets.delete(MAIN_WALLET);
    let transferred = 0n;
    const stamp = `${now.getTime()}:${randomBytes(6).toString('hex')}`;
    for (const wallet of [...wallets].sort()) {
      transferred += await this.sweep(
        merchant,
        session.memberId,
        wallet,
        MAIN_WALLET,
        `game-out:${session.memberId}:${wallet}:${stamp}`,
      );
    }
    return { ended, transferred: minorToDecimal(transferred, merchant.currency) };
  }
}
