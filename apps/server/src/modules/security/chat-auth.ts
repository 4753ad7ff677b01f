import type { MerchantContext } from '../settings/index.js';
import type { SecretStore } from './secret-store.js';
import { hmacHex, sameDigest } from '../../platform/crypto.js';

/** How long a chat auth key is accepted: long enough to open the chat, too short to be worth stealing. */
export const CHAT_AUTH_TTL_MS = 5 * 60_000;

export interface ChatIdentity {
  merchant: string;
  customerId: number;
  username: string;
  nickname: string;
  exp: number;
}

/**
 * The auth key the chat widget presents instead of the session token
 * (WPSCORE_saveMemberInfoByAuthKey): the member's identity signed with a platform key.
 */
export class ChatAuthKeys {
  constructor(
    private readonly secrets: SecretStore,
    private readonly now: () => number = Date.now,
  ) {}

  sign(merchant: MerchantContext, member: { id: number; username: string; nickname: string | null }): string {
    const identity: ChatIdentity = {
      merchant: merchant.code,
      customerId: member.id,
      username: member.username,
      nickname: member.nickname ?? member.username,
      exp: this.now() + CHAT_AUTH_TTL_MS,
    };
    const body = Buffer.from(JSON.stringify(identity)).toString('base64url');
    return `${body}.${hmacHex(this.secrets.key('chat-auth'), body)}`;
  }

  /** The identity of a key that is genuine, unexpired and for this merchant; null otherwise. */
  verify(merchant: MerchantContext, key: string): ChatIdentity | null {
    const [body, signature, extra] = key.split('.');
    if (!body || !signature || extra !== undefined) return null;
    if (!sameDigest(signature, hmacHex(this.secrets.key('chat-auth'), body))) return null;
    try {
      const identity = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ChatIdentity;
      return identity.merchant === merchant.code && identity.exp > this.now() ? identity : null;
    } catch {
      return null;
    }
  }
}
