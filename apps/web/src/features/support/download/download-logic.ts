import type { DownloadSettingValue } from '@platform/shared';

/** Side of each QR code in CSS pixels. */
export const QR_SIZE = 130;
/** Width of one iOS install step in the carousel. */
export const IOS_STEP_WIDTH = 270;
export const IOS_STEP_COUNT = 6;

export const DOWNLOAD_TYPES = ['IOS', 'Android', 'H5'] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];

export interface DownloadTarget {
  type: DownloadType;
  url: string;
}

/** The app links in page order, one per type, only real http(s) links. */
export function downloadTargets(resources: DownloadSettingValue['resources'] | undefined): DownloadTarget[] {
  const targets: DownloadTarget[] = [];
  for (const type of DOWNLOAD_TYPES) {
    const entry = resources?.find((item) => item.resourceType.toUpperCase() === type.toUpperCase());
    const url = entry?.url.trim();
    if (url && /^https?:\/\//i.test(url)) targets.push({ type, url });
  }
  return targets;
}

/** Major iOS version of an iPhone, iPad or iPod user agent, or null for anything else. */
export function iosMajorVersion(userAgent: string): number | null {
  if (!/iPhone|iPad|iPod/i.test(userAgent)) return null;
  const match = /\bOS (\d+)[_.]\d+/i.exec(userAgent);
  return match ? Number(match[1]) : null;
}

/** iOS 17 asks for Developer Mode before a side-loaded app opens: those visitors get the tip. */
export function needsIos17Tip(userAgent: string): boolean {
  const major = iosMajorVersion(userAgent);
  return major !== null && major >= 17;
}

/** Carousel step after a move, kept within the steps. */
export function nextStep(current: number, delta: number, count = IOS_STEP_COUNT): number {
  return Math.min(count - 1, Math.max(0, current + delta));
}
