import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { LIMITS } from '@platform/shared';
import { ToastHost } from './ui/ToastHost';
import { MAX_TOASTS, TOAST_OFFSET_PX, createToastStore } from './toast-store';
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

  it('keeps app toasts until they are closed', () => {
    const store = createToastStore();
    const id = store.show({ kind: 'success', title: 'Withdrawal approved', sticky: true });
    vi.advanceTimersByTime(60 * 60_000);
    expect(store.list().map((t) => t.id)).toEqual([id]);
    expect(store.list()[0]!.durationMs).toBeNull();
    store.close(id);
    expect(store.list()).toHaveLength(0);
  });

  it('honours its own duration, replaces by key and drops the oldest past the limit', () => {
    const store = createToastStore();
    store.show({ kind: 'info', title: 'short', durationMs: 1_000 });
    vi.advanceTimersByTime(1_000);
    expect(store.list()).toHaveLength(0);

    store.show({ kind: 'info', title: 'first', key: 'k', sticky: true });
    store.show({ kind: 'info', title: 'second', key: 'k', sticky: true });
    expect(store.list().map((t) => t.title)).toEqual(['second']);

    for (let i = 0; i < MAX_TOASTS + 2; i++) store.show({ kind: 'info', title: `n${i}`, sticky: true });
    expect(store.list()).toHaveLength(MAX_TOASTS);
    expect(store.list().at(-1)!.title).toBe(`n${MAX_TOASTS + 1}`);
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

  it('the host shows the stack 16 px from the corner and closes a toast on its button', () => {
    const store = createToastStore();
    render(<ToastHost store={store} />);
    act(() => {
      store.show({
        kind: 'error',
        title: 'Withdrawal rejected',
        message: 'Remarks: name mismatch',
        sticky: true,
      });
    });
    const stack = screen.getByTestId('toast-stack');
    expect(stack.style.top).toBe(`${TOAST_OFFSET_PX}px`);
    expect(stack.style.right).toBe(`${TOAST_OFFSET_PX}px`);
    expect(screen.getByRole('alert').textContent).toContain('Remarks: name mismatch');
    fireEvent.click(screen.getByTestId('toast-close'));
    expect(screen.queryByTestId('toast-stack')).toBeNull();
  });
});
