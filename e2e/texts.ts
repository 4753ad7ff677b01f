/**
 * The web app's texts as tables by language, for tests that check what a page shows. The app
 * downloads them per part and language; here every part is loaded in every language at once.
 */
import { SHIPPED_LANGUAGES, type LanguageCode } from '@platform/shared';
import type { Texts } from '../apps/web/src/lib/i18n/texts';
import { cn } from '../apps/web/src/lib/i18n/ui/cn';
import { en } from '../apps/web/src/lib/i18n/ui/en';
import { ja } from '../apps/web/src/lib/i18n/ui/ja';
import { th } from '../apps/web/src/lib/i18n/ui/th';
import { tw } from '../apps/web/src/lib/i18n/ui/tw';
import { vi } from '../apps/web/src/lib/i18n/ui/vi';
import type { UiDictionary } from '../apps/web/src/lib/i18n/ui/en';
import { ACCOUNT_TEXTS } from '../apps/web/src/features/account/texts';
import { ADMIN_TEXTS as ADMIN } from '../apps/web/src/features/admin/texts';
import { AGENT_TEXTS as AGENT } from '../apps/web/src/features/agent/texts';
import { AUTH_TEXTS } from '../apps/web/src/features/auth/texts';
import { GAMES_TEXTS as GAMES } from '../apps/web/src/features/games/texts';
import { LOTTERY_TEXTS as LOTTERY } from '../apps/web/src/features/lottery/texts';
import { MESSAGE_TEXTS } from '../apps/web/src/features/message/texts';
import { POINTS_TEXTS } from '../apps/web/src/features/points/texts';
import { PROMOTION_TEXTS } from '../apps/web/src/features/promotion/texts';
import { SUPPORT_TEXTS } from '../apps/web/src/features/support/texts';
import { WALLET_TEXTS } from '../apps/web/src/features/wallet/texts';
import type AdminEn from '../apps/web/src/features/admin/texts/en';
import type AgentEn from '../apps/web/src/features/agent/texts/en';
import type GamesEn from '../apps/web/src/features/games/texts/en';
import type LotteryEn from '../apps/web/src/features/lottery/texts/en';

type Table<T> = Record<LanguageCode, T>;

async function table(texts: Texts): Promise<Table<Record<string, string>>> {
  const entries = await Promise.all(
    SHIPPED_LANGUAGES.map(
      async (language) => [language, { ...(await texts.load[language]()).default }] as const,
    ),
  );
  return Object.fromEntries(entries) as Table<Record<string, string>>;
}

export const SHELL_TEXTS: Table<UiDictionary> = { CN: cn, TW: tw, JA: ja, EN: en, TH: th, VI: vi };
export const ADMIN_TEXTS = (await table(ADMIN)) as Table<typeof AdminEn>;
export const AGENT_TEXTS = (await table(AGENT)) as Table<typeof AgentEn>;
export const GAMES_TEXTS = (await table(GAMES)) as Table<typeof GamesEn>;
export const LOTTERY_TEXTS = (await table(LOTTERY)) as Table<typeof LotteryEn>;

const others = await Promise.all(
  [ACCOUNT_TEXTS, AUTH_TEXTS, MESSAGE_TEXTS, POINTS_TEXTS, PROMOTION_TEXTS, SUPPORT_TEXTS, WALLET_TEXTS].map(
    table,
  ),
);

/** The shell's and every feature's texts (not the error catalogue), by language. */
export const UI_TEXTS: Table<Record<string, string>> = Object.fromEntries(
  SHIPPED_LANGUAGES.map((language) => [
    language,
    Object.assign(
      {},
      SHELL_TEXTS[language],
      ADMIN_TEXTS[language],
      AGENT_TEXTS[language],
      GAMES_TEXTS[language],
      LOTTERY_TEXTS[language],
      ...others.map((t) => t[language]),
    ),
  ]),
) as Table<Record<string, string>>;
