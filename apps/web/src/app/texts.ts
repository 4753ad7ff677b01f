import type { TextBundle } from '../lib/i18n/ui/bundle';
import { AUTH_TEXTS } from '../features/auth/texts';
import { ACCOUNT_TEXTS } from '../features/account/texts';
import { WALLET_TEXTS } from '../features/wallet/texts';
import { LOTTERY_TEXTS } from '../features/lottery/texts';
import { LOTTERY_BETTING_TEXTS } from '../features/lottery/betting-texts';
import { LOTTERY_TREND_TEXTS } from '../features/lottery/trend-texts';
import { GAMES_TEXTS } from '../features/games/texts';
import { AGENT_TEXTS } from '../features/agent/texts';
import { PROMOTION_TEXTS } from '../features/promotion/texts';
import { MESSAGE_TEXTS } from '../features/message/texts';
import { POINTS_TEXTS } from '../features/points/texts';
import { SUPPORT_TEXTS } from '../features/support/texts';
import { SUPPORT_ADMIN_TEXTS } from '../features/admin/support/texts';
import { ADMIN_TEXTS } from '../features/admin/texts';
import { OPS_ADMIN_TEXTS } from '../features/admin/ops/texts';

/** UI text bundles of the features, merged into the one i18n namespace at start. */
export const FEATURE_TEXTS: ReadonlyArray<TextBundle<string>> = [
  AUTH_TEXTS,
  ACCOUNT_TEXTS,
  WALLET_TEXTS,
  LOTTERY_TEXTS,
  LOTTERY_BETTING_TEXTS,
  LOTTERY_TREND_TEXTS,
  GAMES_TEXTS,
  AGENT_TEXTS,
  PROMOTION_TEXTS,
  MESSAGE_TEXTS,
  POINTS_TEXTS,
  SUPPORT_TEXTS,
  SUPPORT_ADMIN_TEXTS,
  ADMIN_TEXTS,
  OPS_ADMIN_TEXTS,
];
