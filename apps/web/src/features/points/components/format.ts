import { POINTS_CURRENCY, formatCurrency, type Reward } from '@platform/shared';

/** Points with en-US grouping and at most 2 decimals ("12,500" or "12.5"), exact for any size. */
export function formatPoints(value: string | number | null | undefined): string {
  return formatCurrency(value ?? 0, { currency: POINTS_CURRENCY, minDecimals: 0 });
}

/** The pictures of a reward: main (M) images first, then small (S) ones, else the card image. */
export function rewardImages(reward: Reward): string[] {
  const main = reward.merchandiseImages.filter((image) => image.type === 'M').map((image) => image.imageUrl);
  const small = reward.merchandiseImages.filter((image) => image.type === 'S').map((image) => image.imageUrl);
  const all = [...main, ...small];
  return all.length > 0 ? all : reward.imageLink ? [reward.imageLink] : [];
}
