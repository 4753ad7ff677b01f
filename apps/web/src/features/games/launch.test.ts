import { describe, expect, it, vi } from 'vitest';
import type { LaunchValue } from '@platform/shared';
import { createDialogStore } from '../../lib/dialog-store';
import { startGame, startTrial, type LaunchDeps, type LaunchTarget } from './launch';

const VALUE: LaunchValue = {
  content: {
    game_url: '/vendor/lotus/play/lotus_fortune?t=1',
    game_url2: '/vendor/lotus/play/lotus_fortune?t=2',
  },
  gameUrl: '/vendor/lotus/play/lotus_fortune?t=1',
  game_url: '/vendor/lotus/play/lotus_fortune?t=1',
  success: true,
  vendor: 'LOTUS',
  gameType: 'RNG',
  appNewWindow: false,
};

const GAME: LaunchTarget = { gameId: 5, nodeId: 50, vendor: 'LOTUS', gameType: 'RNG' };

function apiError(code: string, value: unknown = null, message = '') {
  return { code, message, status: 200, value };
}

function setup(overrides: Partial<LaunchDeps> = {}) {
  const dialogs = createDialogStore();
  const win = { location: { href: '' }, close: vi.fn() } as unknown as Window;
  const deps: LaunchDeps = {
    session: () => ({ token: 'tok', isAgent: 0 }),
    dialogs,
    t: (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key),
    navigate: vi.fn(),
    pathname: () => '/electron',
    goBack: vi.fn(),
    openLogin: vi.fn(),
    openWindow: vi.fn(() => win),
    isTransferWallet: vi.fn(async () => true),
    launchWallet: vi.fn(async () => ({ wallet: 'RNG', transfer: true })),
    askLaunchAmount: vi.fn(async () => '150.00'),
    launch: vi.fn(async () => VALUE),
    trial: vi.fn(async () => VALUE),
    onLaunched: vi.fn(),
    endSession: vi.fn(),
    ...overrides,
  };
  return { deps, dialogs, win };
}

describe('game launch', () => {
  it('asks a visitor to log in (in_sorry_in) and offers the login', async () => {
    const { deps, dialogs } = setup({ session: () => ({ token: null, isAgent: null }) });
    expect(await startGame(GAME, deps)).toBe(false);
    const [dialog] = dialogs.list();
    expect(dialog?.message).toBe('in_sorry_in');
    await dialog!.actions.find((a) => a.primary)!.onClick!();
    expect(deps.openLogin).toHaveBeenCalled();
    expect(deps.launch).not.toHaveBeenCalled();
  });

  it('refuses trial accounts (isAgent 4) with in_need_true_account', async () => {
    const { deps, dialogs } = setup({ session: () => ({ token: 'tok', isAgent: 4 }) });
    expect(await startGame(GAME, deps)).toBe(false);
    expect(dialogs.list()[0]?.message).toBe('in_need_true_account');
    expect(deps.launch).not.toHaveBeenCalled();
  });

  it('a game without an id is in_stay_tuned', async () => {
    const { deps, dialogs } = setup();
    await startGame({ vendor: 'X', gameType: 'RNG' }, deps);
    expect(dialogs.list()[0]?.message).toBe('in_stay_tuned');
  });

  it('asks how much to take into a game with a wallet of its own, then launches without a sweep', async () => {
    const { deps } = setup();
    expect(await startGame(GAME, deps)).toBe(true);
    expect(deps.launchWallet).toHaveBeenCalledWith('LOTUS');
    expect(deps.askLaunchAmount).toHaveBeenCalledWith({ wallet: 'RNG', target: GAME });
    expect(vi.mocked(deps.askLaunchAmount).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(deps.launch).mock.invocationCallOrder[0]!,
    );
    expect(deps.launch).toHaveBeenCalledWith({
      gameId: 5,
      nodeId: 50,
      vassalage: 'LOTUS',
      gameType: 'RNG',
      confirmTrans: 0,
    });
    expect(deps.onLaunched).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/seamless?gameType=RNG&vendor=LOTUS&gameId=5&nodeId=50', {
      state: { gameUrl: VALUE.content.game_url },
    });
  });

  it('launches nothing when the person cancels the amount dialog', async () => {
    const { deps } = setup({ askLaunchAmount: vi.fn(async () => null) });
    expect(await startGame(GAME, deps)).toBe(false);
    expect(deps.launch).not.toHaveBeenCalled();
  });

  it('opens the new window of an appNewWindow game only after the amount is chosen', async () => {
    const { deps, win } = setup();
    expect(await startGame({ ...GAME, appNewWindow: true }, deps)).toBe(true);
    expect(vi.mocked(deps.askLaunchAmount).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(deps.openWindow).mock.invocationCallOrder[0]!,
    );
    expect(win.location.href).toBe(VALUE.content.game_url2);
  });

  it('asks nothing for a vendor paid from the main wallet, on a single-wallet merchant or when unknown', async () => {
    for (const overrides of [
      { launchWallet: vi.fn(async () => ({ wallet: 'MAIN', transfer: false })) },
      { isTransferWallet: async () => false },
      { launchWallet: vi.fn(async () => Promise.reject(new Error('offline'))) },
    ]) {
      const { deps } = setup(overrides);
      expect(await startGame(GAME, deps)).toBe(true);
      expect(deps.askLaunchAmount).not.toHaveBeenCalled();
      expect(vi.mocked(deps.launch).mock.calls[0]![0].confirmTrans).toBe(0);
    }
  });

  it('shows vendor maintenance with its message and start to end time', async () => {
    const start = new Date(2026, 10, 23, 2, 0).getTime();
    const end = new Date(2026, 10, 23, 4, 30).getTime();
    const { deps, dialogs } = setup({
      launch: vi.fn(async () => {
        throw apiError('vendor_under_maintenance', { message: 'Upgrading', startTime: start, endTime: end });
      }),
    });
    expect(await startGame(GAME, deps)).toBe(false);
    const [dialog] = dialogs.list();
    const message = dialog!.message.replace(/\u2011/g, '-').replace(/\u00a0/g, ' ');
    expect(dialog?.title).toBe('gm_maint_title');
    expect(dialog?.message).toContain('Upgrading');
    expect(message).toContain('2026-11-23 02:00');
    expect(message).toContain('2026-11-23 04:30');
  });

  it('a short balance offers the deposit page', async () => {
    const { deps, dialogs } = setup({
      launch: vi.fn(async () => {
        throw apiError('launch_game_balance_not_enough', null, 'Not enough money');
      }),
    });
    await startGame(GAME, deps);
    const [dialog] = dialogs.list();
    expect(dialog?.key).toBe('launch_game_balance_not_enough');
    expect(dialog?.message).toBe('Not enough money');
    await dialog!.actions.find((a) => a.primary)!.onClick!();
    expect(deps.navigate).toHaveBeenCalledWith('/member?page=depositv2');
  });

  it('an expired session goes through the logout flow', async () => {
    const { deps, dialogs } = setup({
      launch: vi.fn(async () => {
        throw { code: 'login.not.session', message: '', status: 401, value: null };
      }),
    });
    await startGame(GAME, deps);
    await dialogs.list()[0]!.actions[0]!.onClick!();
    expect(deps.endSession).toHaveBeenCalled();
  });

  it('opens new-window games in the window made at the click, and closes it when the launch fails', async () => {
    const ok = setup();
    await startGame({ ...GAME, appNewWindow: true }, ok.deps);
    expect(ok.deps.openWindow).toHaveBeenCalled();
    expect(ok.win.location.href).toBe(VALUE.content.game_url2);
    expect(ok.deps.navigate).not.toHaveBeenCalled();

    const failing = setup({
      launch: vi.fn(async () => {
        throw apiError('vendor_under_maintenance', { message: 'm', startTime: 0, endTime: 1 });
      }),
    });
    await startGame({ ...GAME, appNewWindow: true }, failing.deps);
    expect(failing.win.close).toHaveBeenCalled();
    expect(failing.dialogs.list()).toHaveLength(1);
  });

  it('free play needs no login and goes to /trial', async () => {
    const { deps } = setup({ session: () => ({ token: null, isAgent: null }) });
    expect(await startTrial(GAME, deps)).toBe(true);
    expect(deps.navigate).toHaveBeenCalledWith('/trial?gameType=RNG&vendor=LOTUS&gameId=5&nodeId=50');
  });
});
