import { pickHost } from '@platform/shared';
import { useSettings } from './useSettings';

let picked: { list: string; host: string | null } | null = null;

/**
 * The image host of this page load: one of the merchant's imageCDNs picked at random (the same
 * one for every picture of the page, so the browser reuses its connection), or null for the
 * default host (the site itself).
 */
export function imageHostOf(imageCDNs: readonly string[] | undefined, random: () => number = Math.random) {
  const list = JSON.stringify(imageCDNs ?? []);
  if (picked?.list !== list) picked = { list, host: pickHost(imageCDNs, null, random) };
  return picked.host;
}

export function useImageHost(): string | null {
  const { data } = useSettings();
  return imageHostOf(data?.imageCDNs);
}
