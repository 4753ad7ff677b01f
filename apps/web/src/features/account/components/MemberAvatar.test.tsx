import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { getMerchant } from '../../../lib/merchant';
import { MemberAvatar, merchantAvatarPath, resetAvatarProbes } from './MemberAvatar';

/** Pictures that "exist" for the fake Image; every probed address is recorded. */
let existing = new Set<string>();
let probed: string[] = [];

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  width = 0;
  set src(value: string) {
    probed.push(value);
    queueMicrotask(() => {
      if (existing.has(value)) {
        this.naturalWidth = 64;
        this.onload?.();
      } else this.onerror?.();
    });
  }
}

beforeEach(() => {
  existing = new Set();
  probed = [];
  resetAvatarProbes();
  vi.stubGlobal('Image', FakeImage);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('member avatar', () => {
  it('probes the picture at the merchant path and shows it when it exists', async () => {
    const path = merchantAvatarPath(getMerchant(), 3);
    expect(path).toBe(`/images/${getMerchant()}/avatar/3.png`);
    existing.add(path);
    render(<MemberAvatar icon={3} size={40} label="me" />);
    const image = await screen.findByTestId('member-avatar-image');
    expect(image.getAttribute('src')).toBe(path);
    expect(image.getAttribute('alt')).toBe('me');
    expect(probed).toEqual([path]);
  });

  it('falls back to the default profile image when the merchant has none', async () => {
    const { container } = render(<MemberAvatar icon={5} />);
    await waitFor(() => expect(probed).toEqual([merchantAvatarPath(getMerchant(), 5)]));
    await Promise.resolve();
    expect(screen.queryByTestId('member-avatar-image')).toBeNull();
    expect(container.querySelector('svg[data-icon="5"]')).not.toBeNull();
  });

  it('probes each picture once however many avatars show it', async () => {
    existing.add(merchantAvatarPath(getMerchant(), 2));
    render(
      <>
        <MemberAvatar icon={2} />
        <MemberAvatar icon={2} />
        <MemberAvatar icon={7} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('member-avatar-image')).toHaveLength(2));
    expect(probed.sort()).toEqual(
      [merchantAvatarPath(getMerchant(), 2), merchantAvatarPath(getMerchant(), 7)].sort(),
    );
  });
});
