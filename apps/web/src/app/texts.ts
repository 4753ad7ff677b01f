import type { Texts } from '../lib/i18n';
import { ACCOUNT_TEXTS } from '../features/account';
import { ADMIN_TEXTS } from '../features/admin';
import { AGENT_TEXTS } from '../features/agent';
import { AUTH_TEXTS } from '../features/auth';
import { GAMES_TEXTS } from '../features/games';
import { LOTTERY_TEXTS } from '../features/lottery';
import { MESSAGE_TEXTS } from '../features/message';
import { POINTS_TEXTS } from '../features/points';
import { PROMOTION_TEXTS } from '../features/promotion';
import { SUPPORT_TEXTS } from '../features/support';
import { WALLET_TEXTS } from '../features/wallet';

/**
 * Texts of the features a visitor's frame shows on every page (home entries, banners, tool bar,
 * chat bubble, notices): loaded with the core texts before the first render. The member group
 * (sign-in, account, wallet, agent) comes with the first of its screens, the rest with their page.
 */
export const FRAME_TEXTS: readonly Texts[] = [GAMES_TEXTS, PROMOTION_TEXTS, SUPPORT_TEXTS, MESSAGE_TEXTS];

/** Every feature's texts; keys are unique across them and the core texts (texts.test.ts). */
export const ALL_FEATURE_TEXTS: readonly Texts[] = [
  ...FRAME_TEXTS,
  AUTH_TEXTS,
  ACCOUNT_TEXTS,
  WALLET_TEXTS,
  AGENT_TEXTS,
  LOTTERY_TEXTS,
  POINTS_TEXTS,
  ADMIN_TEXTS,
];
