import type { GameRow, VendorRow } from './game.repository.js';
import type { AdapterKind } from './game.tables.js';

/** What an adapter knows of the launch it builds a URL for. */
export interface LaunchSession {
  /** The game-session token handed to the vendor; its callbacks quote it. */
  token: string;
  /** The member as the vendor knows it (customerId); 'demo' for trial launches. */
  playerId: string;
  currency: string;
}

export interface LaunchOptions {
  /** Upper-case language code of the client (CN, EN, ...). */
  language: string;
  platform: string;
  /** The platform lottery's game code of LOTT / ELOTT launches. */
  lottoGameCode?: string | null;
}

/**
 * How one vendor is launched. Adapters only build URLs: sessions, money and rules stay in
 * the game service, and the vendor talks back through the seamless-wallet callbacks.
 */
export interface VendorAdapter {
  readonly kind: AdapterKind;
  launchUrl(vendor: VendorRow, session: LaunchSession, game: GameRow, options: LaunchOptions): string;
  trialUrl(vendor: VendorRow, session: LaunchSession, game: GameRow, options: LaunchOptions): string;
  /** Tells the vendor the member left (nothing for vendors that only learn it from the session). */
  logout?(vendor: VendorRow, session: { token: string | null; playerId: string }): Promise<void>;
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/** The built-in vendor, served by this platform at /vendor/lotus/play/{gameCode} (vendor-lotus module). */
export const lotusAdapter: VendorAdapter = {
  kind: 'lotus',
  launchUrl: (_vendor, session, game, options) =>
    `/vendor/lotus/play/${encodeURIComponent(game.gameCode)}?${query({
      session: session.token,
      player: session.playerId,
      currency: session.currency,
      lang: options.language,
      mode: 'real',
    })}`,
  trialUrl: (_vendor, session, game, options) =>
    `/vendor/lotus/play/${encodeURIComponent(game.gameCode)}?${query({
      session: session.token,
      player: session.playerId,
      currency: session.currency,
      lang: options.language,
      mode: 'demo',
    })}`,
};

/** Fills {token}, {game}, {lang}, {player}, {currency}, {mode} of a vendor's configured URL. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name]!) : whole,
  );
}

/** A third-party vendor configured as data: its launch (and trial) URL templates. */
export const urlTemplateAdapter: VendorAdapter = {
  kind: 'url-template',
  launchUrl(vendor, session, game, options) {
    if (!vendor.launchUrlTemplate) throw new Error(`vendor ${vendor.code} has no launch URL template`);
    return fillTemplate(vendor.launchUrlTemplate, {
      token: session.token,
      game: game.gameCode,
      lang: options.language,
      player: session.playerId,
      currency: session.currency,
      mode: 'real',
    });
  },
  trialUrl(vendor, session, game, options) {
    const template = vendor.trialUrlTemplate ?? vendor.launchUrlTemplate;
    if (!template) throw new Error(`vendor ${vendor.code} has no launch URL template`);
    return fillTemplate(template, {
      token: session.token,
      game: game.gameCode,
      lang: options.language,
      player: session.playerId,
      currency: session.currency,
      mode: 'demo',
    });
  },
};

/** The platform's own lottery (LOTT / ELOTT cards): the lottery page, no vendor session. */
export const lotteryAdapter: VendorAdapter = {
  kind: 'lottery',
  launchUrl: (_vendor, _session, game, options) => lotteryUrl(options.lottoGameCode ?? game.lottoGameCode),
  trialUrl: (_vendor, _session, game, options) => lotteryUrl(options.lottoGameCode ?? game.lottoGameCode),
};

export function lotteryUrl(gameCode: string | null | undefined): string {
  return gameCode ? `/lottery?${query({ gameCode })}` : '/lottery';
}

/** Adapters by kind; a vendor row names its kind. */
export class VendorAdapterRegistry {
  private readonly adapters = new Map<AdapterKind, VendorAdapter>();

  constructor(adapters: VendorAdapter[] = [lotusAdapter, urlTemplateAdapter, lotteryAdapter]) {
    for (const adapter of adapters) this.register(adapter);
  }

  register(adapter: VendorAdapter): void {
    this.adapters.set(adapter.kind, adapter);
  }

  of(vendor: VendorRow): VendorAdapter {
    const adapter = this.adapters.get(vendor.adapter);
    if (!adapter) throw new Error(`no launch adapter ${vendor.adapter} (vendor ${vendor.code})`);
    return adapter;
  }
}
