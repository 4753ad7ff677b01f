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
 * Texts of the features the player site's frame shows on every page (header, info bar, tool bar,
 * login modal, money and message toasts): loaded with the core texts before the first render.
 * The others come with the page that needs them.
 */
export const FRAME_TEXTS: readonly Texts[] = [
  AUTH_TEXTS,
  ACCOUNT_TEXTS,
  WALLET_TEXTS,
  GAMES_TEXTS,
  MESSAGE_TEXTS,
  PROMOTION_TEXTS,
  SUPPORT_TEXTS,
  AGENT_TEXTS,
];

/** Every feature's texts; keys are unique across them and the core texts (texts.test.ts). */
export const ALL_FEATURE_TEXTS: readonly Texts[] = [...FRAME_TEXTS, LOTTERY_TEXTS, POINTS_TEXTS, ADMIN_TEXTS];
