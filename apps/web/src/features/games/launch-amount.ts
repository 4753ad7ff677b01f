import { useSyncExternalStore } from 'react';
import type { LaunchTarget } from './launch';

/**
 * The launch dialog's question (how much to take into a game), asked by the launch flow, which is
 * free of React, and answered by LaunchAmountHost: one question at a time, a new one cancels the
 * one before.
 */
export interface LaunchAmountRequest {
  wallet: string;
  target: LaunchTarget;
}

type Pending = LaunchAmountRequest & { resolve: (amount: string | null) => void };

let current: Pending | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Resolves with the amount moved ('0' for none), or null when the person cancelled. */
export function askLaunchAmount(request: LaunchAmountRequest): Promise<string | null> {
  current?.resolve(null);
  return new Promise((resolve) => {
    current = { ...request, resolve };
    emit();
  });
}

export function answerLaunchAmount(amount: string | null): void {
  const pending = current;
  current = null;
  emit();
  pending?.resolve(amount);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLaunchAmountRequest(): LaunchAmountRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
