import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID_LENGTH } from '@platform/shared';
import { getOrCreateDeviceId, isValidDeviceId } from './device-id';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function cookieValue(name: string): string | undefined {
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

describe('device id', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
    vi.restoreAllMocks();
  });

  it('creates a 36-character id and stores it locally and in the cookie', () => {
    const id = getOrCreateDeviceId();
    expect(id).toHaveLength(DEVICE_ID_LENGTH);
    expect(isValidDeviceId(id)).toBe(true);
    expect(localStorage.getItem('deviceId')).toBe(id);
    expect(cookieValue('deviceId')).toBe(id);
  });

  it('sets the cookie for 365 days', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    getOrCreateDeviceId();
    expect(writes.at(-1)).toMatch(/Max-Age=31536000/);
    expect(writes.at(-1)).toMatch(/Path=\//);
  });

  it('reuses a valid id from localStorage', () => {
    const existing = '0f8fad5b-d9cb-469f-a165-70867728950e';
    localStorage.setItem('deviceId', existing);
    expect(getOrCreateDeviceId()).toBe(existing);
    expect(cookieValue('deviceId')).toBe(existing);
  });

  it('restores the id from the cookie when localStorage lost it', () => {
    const existing = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    document.cookie = `deviceId=${existing}; Path=/`;
    expect(getOrCreateDeviceId()).toBe(existing);
    expect(localStorage.getItem('deviceId')).toBe(existing);
  });

  it('replaces an invalid stored id', () => {
    localStorage.setItem('deviceId', 'too-short');
    const id = getOrCreateDeviceId();
    expect(id).not.toBe('too-short');
    expect(id).toHaveLength(36);
  });

  it('is stable across calls', () => {
    expect(getOrCreateDeviceId()).toBe(getOrCreateDeviceId());
  });
});
