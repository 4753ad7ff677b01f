import { SESSION_TOPIC, userTopic } from '@platform/shared';
import { sessionChannel, userChannel } from './channels.js';

export interface SubscriberIdentity {
  merchantId: number;
  customerId: number;
}

/**
 * The topic ACL and routing in one place: the bus channel a destination maps to for this
 * subscriber, or null when the subscriber may not listen there. Only exact matches are
 * allowed (no wildcards), so a customer can listen to its own topic and the merchant's
 * session topic and nothing else.
 */
export function channelForDestination(identity: SubscriberIdentity, destination: string): string | null {
  if (destination === SESSION_TOPIC) return sessionChannel(identity.merchantId);
  if (destination === userTopic(identity.customerId)) {
    return userChannel(identity.merchantId, identity.customerId);
  }
  return null;
}
