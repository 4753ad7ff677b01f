import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  FIREBASE_CHANNEL_FLAGS,
  FIREBASE_POPUP_CHANNELS,
  enabledFlags,
  type FlagNode,
} from '@platform/shared';
import { useSettings } from '../../../lib/settings/useSettings';
import { fetchCountries, fetchFieldSettings, fetchFirebaseSetting, fetchTelegramSetting } from '../api/auth';
import { DEFAULT_LOGIN_RULES, rulesFromSettings, type LoginRules } from '../validation';

export interface LoginFlags {
  /** MOBILEVERCODELOGIN3: the SMS-code tab. */
  smsLogin: boolean;
  /** MOBILELOGIN3: the mobile-number-and-password tab. */
  mobileLogin: boolean;
  freeplay: boolean;
  telegram: boolean;
  /** Any of GOOGLELOGIN3, FACEBOOKLOGIN3, TWITTERLOGIN3, LINELOGIN3: Firebase sign-in may show. */
  firebase: boolean;
}

/** The login-related whitelabel flags; all off while the settings load. */
export function useLoginFlags(): LoginFlags {
  const { data } = useSettings();
  return useMemo(() => {
    const on = data?.whitelabel ? enabledFlags(data.whitelabel as FlagNode[]) : new Set<string>();
    return {
      smsLogin: on.has('MOBILEVERCODELOGIN3'),
      mobileLogin: on.has('MOBILELOGIN3'),
      freeplay: on.has('FREEPLAY3'),
      telegram: on.has('TELEGRAMLOGIN3'),
      firebase: FIREBASE_POPUP_CHANNELS.some((channel) => on.has(FIREBASE_CHANNEL_FLAGS[channel])),
    };
  }, [data]);
}

const STALE_MS = 3 * 60_000;

/** Field bounds and patterns: the default rules overridden by the merchant's register settings. */
export function useLoginRules(): LoginRules {
  const { data } = useQuery({
    queryKey: ['auth', 'field-settings'],
    queryFn: fetchFieldSettings,
    staleTime: STALE_MS,
  });
  return useMemo(() => (data ? rulesFromSettings(data) : DEFAULT_LOGIN_RULES), [data]);
}

export function useCountries() {
  return useQuery({ queryKey: ['auth', 'countries'], queryFn: fetchCountries, staleTime: STALE_MS });
}

/** The Telegram bot, asked for only when the flag is on. */
export function useTelegramSetting(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'telegram-setting'],
    queryFn: fetchTelegramSetting,
    staleTime: STALE_MS,
    enabled,
  });
}

/** The merchant's Firebase project, asked for only when a Firebase channel flag is on. */
export function useFirebaseSetting(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'firebase-setting'],
    queryFn: fetchFirebaseSetting,
    staleTime: STALE_MS,
    enabled,
  });
}
