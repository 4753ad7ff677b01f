import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LIMITS } from '@platform/shared';
import { ToastHost } from './ui/ToastHost';
import { APP_TOAST_DURATION_MS, MAX_TOASTS, TOAST_OFFSET_PX, createToastStore } from './toast-store';
// Loads the app's core texts for the host's close label.
import './i18n';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('closes a toast after the default 4500 ms', () => {
    const store = createToastStore();
    store.show({ kind: 'success', title: 'Transfer completed' });
    expect(LIMITS.toastDurationMs).toBe(4_500);
    vi.advanceTimersByTime(4_499);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.list()).toHaveLength(0);
  });

  it('closes a toast the app raised on its own after its longer time; it can be closed before', () => {
    const store = createToastStore();
    store.show({ kind: 'success', title: 'Withdrawal approved', fromApp: true });
    expect(store.list()[0]!.durationMs).toBe(APP_TOAST_DURATION_MS);
    expect(APP_TOAST_DURATION_MS).toBeGreaterThanOrEqual(8_000);
    expect(APP_TOAST_DURATION_MS).toBeLessThanOrEqual(10_000);
    vi.advanceTimersByTime(APP_TOAST_DURATION_MS - 1);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.list()).toHaveLength(0);

    const id = store.show({ kind: 'info', title: 'New message', fromApp: true });
    store.close(id);
    expect(store.list()).toHaveLength(0);
  });

  it('runs no clock while the page is hidden: what arrives then is there on return, and leaves after its time', () => {
    const store = createToastStore();
    store.show({ kind: 'info', title: 'Shown before' });
    store.pageShown(false);
    store.show({ kind: 'success', title: 'Deposit arrived', fromApp: true });
    vi.advanceTimersByTime(10 * 60_000);
    expect(store.list().map((t) => t.title)).toEqual(['Shown before', 'Deposit arrived']);
    store.pageShown(true);
    vi.advanceTimersByTime(APP_TOAST_DURATION_MS - 1);
    expect(store.list().map((t) => t.title)).toEqual(['Deposit arrived']);
    vi.advanceTimersByTime(1);
    expect(store.list()).toHaveLength(0);
  });

  it('honours its own duration, replaces by key and drops the oldest past the limit', () => {
    const store = createToastStore();
    store.show({ kind: 'info', title: 'short', durationMs: 1_000 });
    vi.advanceTimersByTime(1_000);
    expect(store.list()).toHaveLength(0);

    const first = store.show({ kind: 'info', title: 'first', key: 'k', fromApp: true });
    const second = store.show({ kind: 'success', title: 'second', key: 'k' });
    expect(second).toBe(first);
    expect(store.list().map((t) => [t.title, t.kind])).toEqual([['second', 'success']]);

    for (let i = 0; i < MAX_TOASTS + 2; i++) store.show({ kind: 'info', title: `n${i}` });
    expect(store.list()).toHaveLength(MAX_TOASTS);
    expect(store.list().at(-1)!.title).toBe(`n${MAX_TOASTS + 1}`);
  });

  it('the same toast shown again refreshes the one on screen instead of stacking', () => {
    const store = createToastStore();
    const spec = { kind: 'success', title: 'Reward claimed', message: 'Daily · ฿10.00' } as const;
    const id = store.show(spec);
    vi.advanceTimersByTime(4_000);
    expect(store.show(spec)).toBe(id);
    expect(store.list()).toHaveLength(1);
    // Its clock started again: 4.5 s from the second showing, not the first.
    vi.advanceTimersByTime(4_000);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(store.list()).toHaveLength(0);

    // Another message, kind or key is another toast.
    store.show(spec);
    store.show({ ...spec, message: 'Daily · ฿20.00' });
    store.show({ ...spec, kind: 'info' });
    store.show({ ...spec, key: 'x' });
    expect(store.list()).toHaveLength(4);
  });

  it("a claim's reply and its push are one toast, whichever comes first", () => {
    const store = createToastStore();
    store.show({ kind: 'success', title: 'Reward claimed', message: 'Daily · ฿10.00', key: 'claim:7' });
    store.show({
      kind: 'success',
      title: 'Reward claimed',
      message: 'Daily sign-in · ฿10.00',
      key: 'claim:7',
      fromApp: true,
    });
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(APP_TOAST_DURATION_MS);
    expect(store.list()).toHaveLength(0);
  });

  it('stops the clock while paused and gives the time left back on resume', () => {
    const store = createToastStore();
    const id = store.show({ kind: 'info', title: 'read me' });
    vi.advanceTimersByTime(3_000);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(store.list()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(1_499);
    expect(store.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.list()).toHaveLength(0);
  });

  it('a toast closed early does not close a later one when its timer fires', () => {
    const store = createToastStore();
    const first = store.show({ kind: 'info', title: 'a' });
    store.close(first);
    vi.advanceTimersByTime(2_000);
    store.show({ kind: 'info', title: 'b' });
    vi.advanceTimersByTime(2_600);
    expect(store.list().map((t) => t.title)).toEqual(['b']);
  });

  it('the host shows the stack 16 px from the corner, pauses on hover and closes a toast on its button', () => {
    const store = createToastStore();
    render(<ToastHost store={store} />);
    act(() => {
      store.show({
        kind: 'error',
        title: 'Withdrawal rejected',
        message: 'Remarks: name mismatch',
        fromApp: true,
      });
    });
    fireEvent.pointerEnter(screen.getByRole('alert'));
    act(() => {
      vi.advanceTimersByTime(APP_TOAST_DURATION_MS * 2);
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.pointerLeave(screen.getByRole('alert'));
    const stack = screen.getByTestId('toast-stack');
    expect(stack.style.top).toBe(`${TOAST_OFFSET_PX}px`);
    expect(stack.style.right).toBe(`${TOAST_OFFSET_PX}px`);
    expect(screen.getByRole('alert').textContent).toContain('Remarks: name mismatch');
    fireEvent.click(screen.getByTestId('toast-close'));
    expect(screen.queryByTestId('toast-stack')).toBeNull();
  });
});

describe('toast host placement', () => {
  it('puts the stack 16 px under the site header, which holds the balance', () => {
    const header = document.createElement('header');
    header.setAttribute('data-toast-below', '');
    header.getBoundingClientRect = () => ({ bottom: 104 }) as DOMRect;
    document.body.append(header);
    try {
      const store = createToastStore();
      render(<ToastHost store={store} />);
      act(() => {
        store.show({ kind: 'info', title: 'Deposit arrived', fromApp: true });
      });
      expect(screen.getByTestId('toast-stack').style.top).toBe(`${104 + TOAST_OFFSET_PX}px`);
    } finally {
      header.remove();
    }
  });
});
