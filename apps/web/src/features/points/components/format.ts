import type { Reward } from '@platform/shared';

/** Points with grouping and at most 2 decimals ("12,500" or "12.5"). */
export function formatPoints(value: string | number | null | undefined): string {
  const n = Number(value ?? 0);
  return (Number.isFinite(n) ? n : 0).toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** The pictures of a reward: main (M) images first, then small (S) ones, else the card image. */
export function rewardImages(reward: Reward): string[] {
  const main = reward.merchandiseImages.filter((image) => image.type === 'M').map((image) => image.imageUrl);
  const small = reward.merchandiseImages.filter((image) => image.type === 'S').map((image) => image.imageUrl);
  const all = [...main, ...small];
  return all.length > 0 ? all : reward.imageLink ? [reward.imageLink] : [];
}
