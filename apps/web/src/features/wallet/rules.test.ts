import { describe, expect, it, vi } from 'vitest';
import { createDialogStore } from '../../lib/dialog-store';
import { showBalanceNotEnough } from './balance-not-enough';
import { paymentPasswordAsked, turnoverToGo, uplineTransferAllowed, walletPageShown } from './rules';

const flags = (...on: string[]) => new Set(on);

describe('wallet page rules (spec 6)', () => {
  const member = { isSingle: false, toUpline: 1, isAgent: 0, flagsOn: flags('AGETRANSFERUP3') };

  it('hides transfer fund for a single-wallet merchant and while the wallet is unknown', () => {
    expect(walletPageShown('transferFund', member)).toBe(true);
    expect(walletPageShown('transferFund', { ...member, isSingle: true })).toBe(false);
    expect(walletPageShown('transferFund', { ...member, isSingle: null })).toBe(false);
    expect(walletPageShown('depositv2', { ...member, isSingle: true })).toBe(true);
  });

  it('offers transfer to upline only with toUpline 1, isAgent not 2 and AGETRANSFERUP3', () => {
    expect(uplineTransferAllowed(member)).toBe(true);
    expect(uplineTransferAllowed({ ...member, isAgent: 1 })).toBe(true);
    expect(uplineTransferAllowed({ ...member, toUpline: 0 })).toBe(false);
    expect(uplineTransferAllowed({ ...member, isAgent: 2 })).toBe(false);
    expect(uplineTransferAllowed({ ...member, isAgent: undefined })).toBe(false);
    expect(uplineTransferAllowed({ ...member, flagsOn: flags() })).toBe(false);
    expect(uplineTransferAllowed({ ...member, flagsOn: null })).toBe(false);
    expect(walletPageShown('transferUpline', { ...member, isAgent: 2 })).toBe(false);
  });

  it('asks for the payment password unless PAYMENTPASS3 is known to be off', () => {
    expect(paymentPasswordAsked(flags('PAYMENTPASS3'))).toBe(true);
    expect(paymentPasswordAsked(null)).toBe(true);
    expect(paymentPasswordAsked(flags())).toBe(false);
  });
});

describe('launch_game_balance_not_enough (spec 8)', () => {
  it('offers cancel and a deposit button that opens the deposit page', async () => {
    const dialogs = createDialogStore();
    const navigate = vi.fn();
    const goBack = vi.fn();
    showBalanceNotEnough({ dialogs, translate: (k) => k, navigate, goBack, pathname: '/rng' });
    const [dialog] = dialogs.list();
    expect(dialog!.message).toBe('launch_game_balance_not_enough');
    expect(dialog!.actions.map((a) => a.label)).toEqual(['cancel', 'wal_deposit_now']);
    await dialog!.actions[1]!.onClick!();
    expect(navigate).toHaveBeenCalledWith('/member?page=depositv2');
    expect(goBack).not.toHaveBeenCalled();
  });

  it('goes back instead on a seamless page', async () => {
    const dialogs = createDialogStore();
    const navigate = vi.fn();
    const goBack = vi.fn();
    showBalanceNotEnough({ dialogs, translate: (k) => k, navigate, goBack, pathname: '/seamless' }, 'Top up');
    const [dialog] = dialogs.list();
    expect(dialog!.message).toBe('Top up');
    await dialog!.actions[1]!.onClick!();
    expect(goBack).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('turnover to go on the withdrawal page', () => {
  it('is shown only while something is left to wager', () => {
    expect(turnoverToGo({ remaining: '1000.00' })).toBe('1000.00');
    expect(turnoverToGo({ remaining: '0.01' })).toBe('0.01');
    expect(turnoverToGo({ remaining: '0.00' })).toBeNull();
    expect(turnoverToGo({ remaining: '0' })).toBeNull();
    expect(turnoverToGo({ remaining: '-5.00' })).toBeNull();
    expect(turnoverToGo(undefined)).toBeNull();
  });
});
