import { isIPv4, isIPv6 } from 'node:net';

/**
 * How the values members are linked by are normalised, so that the same thing written two ways
 * is one value: the address range of an IP, a payee name, a bank account number.
 */

const VALUE_MAX = 100;

/** The /24 of an IPv4 address, the /64 of an IPv6 one (an IPv4-mapped IPv6 address counts as IPv4). */
export function addressRange(ip: string | null | undefined): string | null {
  let address = (ip ?? '').trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1]!;
  if (isIPv4(address)) {
    const [a, b, c] = address.split('.');
    return `${a}.${b}.${c}.0/24`;
  }
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return null;
  const groups = ipv6Groups(bare);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower case without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part stands for the last two groups.
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = rest === undefined ? [] : rest ? rest.split(':') : [];
  const fill = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => parseInt(g || '0', 16).toString(16));
}

/** A payee or account holder's name without regard to letter case, width or blanks; null when empty. */
export function payeeKey(name: string | null | undefined): string | null {
  const key = (name ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u200b]+/g, '');
  return key ? key.slice(0, VALUE_MAX) : null;
}

/** A bank account number without blanks, dashes or letter case; null when too short to mean anything. */
export function accountKey(accountNo: string | null | undefined): string | null {
  const key = (accountNo ?? '').toUpperCase().replace(/[\s-]+/g, '');
  return key.length >= 4 ? key.slice(0, VALUE_MAX) : null;
}

/** The value of a promotion claimed from a device. */
export function promotionKey(promotionId: number, deviceId: string): string {
  return `${promotionId}:${deviceId}`.slice(0, VALUE_MAX);
}

/** The promotion id of a PROMOTION value. */
export function promotionOf(value: string): number | null {
  const id = Number(value.slice(0, value.indexOf(':')));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
