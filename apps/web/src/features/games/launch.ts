import {
  LOGOUT_ERROR_CODES,
  type GameType,
  type LaunchValue,
  type LaunchWalletValue,
  type VendorMaintenance,
} from '@platform/shared';
import type { DialogStore } from '../../lib/dialog-store';
import { isTrialAccount } from '../account';
import { BALANCE_NOT_ENOUGH, showBalanceNotEnough } from '../wallet';
import { launchUrl, type LaunchParams } from './api/games';

/**
 * The game launch flow, free of React so its rules are
 * tested directly. The hook useGameLauncher wires it to the app.
 */

/** What a click launches: a game of the grid, a recommended game or a vendor card naming one game. */
export interface LaunchTarget {
  gameId?: number | null;
  nodeId?: number | null;
  vendor: string;
  gameType: GameType;
  appNewWindow?: boolean;
  maintenance?: VendorMaintenance | null;
}

export interface LaunchDeps {
  session: () => { token: string | null; isAgent: number | null };
  dialogs: DialogStore;
  t: (key: string, options?: Record<string, unknown>) => string;
  navigate: (to: string, options?: { state?: unknown; replace?: boolean }) => void;
  pathname: () => string;
  goBack: () => void;
  /** The login modal on desktop, the /login page on phones. */
  openLogin: () => void;
  /** Opened before any await, so the browser still counts it as the click's own window. */
  openWindow: () => Window | null;
  /** True on a transfer-wallet merchant (not isSingle). */
  isTransferWallet: () => Promise<boolean>;
  /** The member wallet a vendor's games are paid from (GET /wps/game/launchWallet). */
  launchWallet: (vendor: string) => Promise<LaunchWalletValue>;
  /**
   * Asks how much to move from the main wallet into `wallet` and moves it (the wallet transfer
   * call); answers the amount moved ('0' when the person plays with what is there already), or
   * null when they cancelled.
   */
  askLaunchAmount: (request: { wallet: string; target: LaunchTarget }) => Promise<string | null>;
  launch: (params: LaunchParams) => Promise<LaunchValue>;
  trial: (params: { gameId?: number; nodeId?: number }) => Promise<LaunchValue>;
  /** Money may have moved into the vendor's wallet. */
  onLaunched: () => void;
  /** A token the server no longer accepts: the app's logout-to-home flow. */
  endSession: () => void;
}

export interface ErrorLike {
  code: string;
  message: string;
  status: number;
  value: unknown;
}

function isErrorLike(error: unknown): error is ErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as ErrorLike).code === 'string';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Maintenance times in the viewer's local time, yyyy-mm-dd hh:mm. */
export function formatMaintenanceTime(ms: number): string {
  const d = new Date(ms);
  if (!Number.isFinite(ms) || Number.isNaN(d.getTime())) return '--';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function isMaintenance(value: unknown): value is VendorMaintenance {
  const m = value as VendorMaintenance | null;
  return !!m && typeof m === 'object' && typeof m.startTime === 'number' && typeof m.endTime === 'number';
}

/** A date and time the dialog's narrow text must not split across lines. */
function unbreakable(text: string): string {
  return text.replace(/-/g, '\u2011').replace(/ /g, '\u00a0');
}

/** The vendor maintenance dialog: its message plus the start to end time. */
export function showMaintenance(
  deps: Pick<LaunchDeps, 'dialogs' | 't'>,
  maintenance: Partial<VendorMaintenance> | null,
  fallbackMessage?: string,
): number {
  const { t } = deps;
  const message = maintenance?.message?.trim() || fallbackMessage || t('vendor_under_maintenance');
  const range = isMaintenance(maintenance)
    ? t('gm_maint_range', {
        start: unbreakable(formatMaintenanceTime(maintenance.startTime)),
        end: unbreakable(formatMaintenanceTime(maintenance.endTime)),
      })
    : '';
  return deps.dialogs.open({
    kind: 'warning',
    key: 'vendor_under_maintenance',
    title: t('gm_maint_title'),
    message: range ? `${message}\n${range}` : message,
    actions: [{ label: t('in_increase_submit'), primary: true }],
  });
}

/** Games, favourites and the member's lists need login: in_sorry_in with a way to log in. */
export function askToLogIn(deps: Pick<LaunchDeps, 'dialogs' | 't' | 'openLogin'>): number {
  const { t } = deps;
  return deps.dialogs.open({
    kind: 'warning',
    key: 'in_sorry_in',
    message: t('in_sorry_in'),
    actions: [{ label: t('cancel') }, { label: t('login'), primary: true, onClick: () => deps.openLogin() }],
  });
}

function info(deps: Pick<LaunchDeps, 'dialogs' | 't'>, key: string): number {
  return deps.dialogs.open({
    kind: 'info',
    key,
    message: deps.t(key),
    actions: [{ label: deps.t('in_increase_submit'), primary: true }],
  });
}

/** Tells the person why a launch was refused; every path leaves exactly one dialog. */
export function handleLaunchError(error: unknown, deps: LaunchDeps): void {
  const { t } = deps;
  if (!isErrorLike(error)) {
    info(deps, 'game_maintenance');
    return;
  }
  if (error.code === 'vendor_under_maintenance') {
    showMaintenance(deps, isMaintenance(error.value) ? error.value : null, error.message);
    return;
  }
  if (error.code === BALANCE_NOT_ENOUGH) {
    showBalanceNotEnough(
      {
        dialogs: deps.dialogs,
        translate: (key) => t(key),
        navigate: (path) => deps.navigate(path),
        goBack: deps.goBack,
        pathname: deps.pathname(),
      },
      error.message,
    );
    return;
  }
  if (error.code === 'in_sorry_in') {
    askToLogIn(deps);
    return;
  }
  if (error.status === 401 || LOGOUT_ERROR_CODES.includes(error.code)) {
    deps.dialogs.open({
      kind: 'warning',
      key: 'auth',
      message: error.message || t(error.code),
      actions: [{ label: t('in_increase_submit'), primary: true, onClick: () => deps.endSession() }],
    });
    return;
  }
  if (error.code === 'aborted') return;
  deps.dialogs.open({
    kind: 'warning',
    message: error.message || t(error.code) || t('game_maintenance'),
    actions: [{ label: t('in_increase_submit'), primary: true }],
  });
}

/** The in-page play address: the game travels in the query, the launch URL in history state. */
export function seamlessPath(target: LaunchTarget, base: '/seamless' | '/trial' = '/seamless'): string {
  const query = new URLSearchParams({ gameType: target.gameType, vendor: target.vendor });
  if (target.gameId) query.set('gameId', String(target.gameId));
  if (target.nodeId) query.set('nodeId', String(target.nodeId));
  return `${base}?${query.toString()}`;
}

export interface SeamlessState {
  gameUrl: string;
}

/** Checks that come before any request; false when the person was told why not. */
export function mayLaunch(target: LaunchTarget, deps: LaunchDeps): boolean {
  const { token, isAgent } = deps.session();
  if (!token) {
    askToLogIn(deps);
    return false;
  }
  if (isTrialAccount(isAgent)) {
    info(deps, 'in_need_true_account');
    return false;
  }
  if (!target.gameId && !target.nodeId) {
    info(deps, 'in_stay_tuned');
    return false;
  }
  if (target.maintenance) {
    showMaintenance(deps, target.maintenance);
    return false;
  }
  return true;
}

function isLotteryTarget(target: LaunchTarget): boolean {
  return target.gameType === 'LOTT' || target.gameType === 'ELOTT';
}

/**
 * The money a launch takes along. On a transfer-wallet merchant a game whose vendor pays from a
 * wallet of its own plays with what is in that wallet: the person is asked how much to move into
 * it first (never the whole main balance by surprise). Answers false when they cancelled.
 */
export async function prepareLaunchWallet(target: LaunchTarget, deps: LaunchDeps): Promise<boolean> {
  if (isLotteryTarget(target)) return true;
  let wallet: LaunchWalletValue;
  try {
    if (!(await deps.isTransferWallet())) return true;
    wallet = await deps.launchWallet(target.vendor);
  } catch {
    // Unknown wallet setup, or the vendor cannot be played now: the launch itself then says why
    // (maintenance, a short balance), and no money has moved.
    return true;
  }
  if (!wallet.transfer) return true;
  return (await deps.askLaunchAmount({ wallet: wallet.wallet, target })) !== null;
}

/**
 * The launch request. confirmTrans stays 0: money moves only by the amount the person chose
 * (prepareLaunchWallet), never by the launch's sweep of the whole main balance.
 */
export function launchParamsOf(target: LaunchTarget): LaunchParams {
  return {
    gameId: target.gameId ?? undefined,
    nodeId: target.nodeId ?? undefined,
    vassalage: target.vendor,
    gameType: target.gameType,
    confirmTrans: 0,
  };
}

/** Asks the server for the game's address; the errors are the caller's to show. */
export async function requestLaunch(
  target: LaunchTarget,
  deps: LaunchDeps,
  newWindow = false,
): Promise<string> {
  const value = await deps.launch(launchParamsOf(target));
  deps.onLaunched();
  const url = launchUrl(value, newWindow);
  if (!url) throw { code: 'game_maintenance', message: '', status: 200, value: null } satisfies ErrorLike;
  return url;
}

/**
 * A real-money launch. Games marked appNewWindow open in a window made at the click and closed
 * again when the launch fails; the others play in page at /seamless. When the person is asked how
 * much to take along, that window waits for their answer (their click on it opens it instead).
 */
export async function startGame(target: LaunchTarget, deps: LaunchDeps): Promise<boolean> {
  if (!mayLaunch(target, deps)) return false;
  let win: Window | null = null;
  try {
    if (!(await prepareLaunchWallet(target, deps))) return false;
    win = target.appNewWindow ? deps.openWindow() : null;
    const url = await requestLaunch(target, deps, Boolean(win));
    if (win) win.location.href = url;
    else deps.navigate(seamlessPath(target), { state: { gameUrl: url } satisfies SeamlessState });
    return true;
  } catch (error) {
    win?.close();
    handleLaunchError(error, deps);
    return false;
  }
}

/** Free play: no login and no account checks; the demo URL comes from the trial call. */
export async function startTrial(target: LaunchTarget, deps: LaunchDeps): Promise<boolean> {
  if (!target.gameId && !target.nodeId) {
    info(deps, 'in_stay_tuned');
    return false;
  }
  if (!target.appNewWindow) {
    deps.navigate(seamlessPath(target, '/trial'));
    return true;
  }
  const win = deps.openWindow();
  try {
    const url = launchUrl(
      await deps.trial({ gameId: target.gameId ?? undefined, nodeId: target.nodeId ?? undefined }),
      true,
    );
    if (!url) throw { code: 'game_maintenance', message: '', status: 200, value: null } satisfies ErrorLike;
    if (win) win.location.href = url;
    else deps.navigate(seamlessPath(target, '/trial'));
    return true;
  } catch (error) {
    win?.close();
    handleLaunchError(error, deps);
    return false;
  }
}
