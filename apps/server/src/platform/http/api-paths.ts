/** Path families of the wire protocol. */
const LOTTERY_PREFIXES = ['/lgw/', '/lotto/lgw/', '/lotto-vn/lgw/'];

export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export function isLotteryPath(url: string): boolean {
  const path = pathOf(url);
  return LOTTERY_PREFIXES.some((p) => path.startsWith(p));
}

/** Game vendors' seamless-wallet callbacks: bare JSON, no Merchant header (the game session names it). */
export function isSeamlessPath(url: string): boolean {
  return pathOf(url).startsWith('/seamless/');
}

export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return (
    path.startsWith('/wps/') ||
    path === '/wps' ||
    isLotteryPath(path) ||
    path.startsWith('/admin/api/') ||
    isSeamlessPath(path)
  );
}
