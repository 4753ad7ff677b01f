import { hash } from 'node:crypto';

/**
 * What is stored of a login token (member or operator) and how a revocation names it: its SHA-256,
 * so a database leak yields no usable tokens.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
