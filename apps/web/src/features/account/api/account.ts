import { HEADER, memberApi, securityApi, type SecurityConfig, type ValueOf } from '@platform/shared';
import { api } from '../../../lib/api';

export type { SecurityConfig };
export type TotpStart = ValueOf<typeof securityApi.startTotp>;
export type RankProgress = ValueOf<typeof memberApi.rankProgress>;

export async function fetchSecurityConfig(): Promise<SecurityConfig> {
  return api.call(securityApi.config);
}

export async function startAuthenticator(): Promise<TotpStart> {
  return api.call(securityApi.startTotp);
}

export async function confirmAuthenticator(code: string): Promise<SecurityConfig> {
  return api.call(securityApi.confirmTotp, { body: { code } });
}

export async function disableAuthenticator(code: string): Promise<SecurityConfig> {
  return api.call(securityApi.disableTotp, { body: { code } });
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * POST /wps/member/password, encrypted; failures show the server message. `token` is for a login
 * held back until a forced change succeeds (it is not in session storage yet); otherwise the
 * session's own token is sent. The server ends the member's other sessions, this one stays.
 */
export async function changePassword(change: PasswordChange, token?: string): Promise<void> {
  await api.call(
    memberApi.changePassword,
    { body: change },
    token ? { headers: { [HEADER.authorization]: token } } : {},
  );
}

export async function fetchMemberIcon(): Promise<{ icon: number; count: number }> {
  return api.call(memberApi.icon);
}

export async function saveMemberIcon(icon: number): Promise<{ icon: number; count: number }> {
  return api.call(memberApi.setIcon, { body: { icon } });
}

/** A relay call: never a dialog; without an answer the bar simply shows no progress. */
export async function fetchRankProgress(): Promise<RankProgress> {
  return api.call(memberApi.rankProgress, {}, { alert: false });
}

/** Completed over expected conditions, full when the member holds no label. */
export function rankProgressRatio(
  progress:
    | {
        currentProgress: RankProgress['currentProgress'];
        playerRankProgress: Pick<RankProgress['playerRankProgress'], 'labelId'>;
      }
    | undefined,
): number | null {
  if (!progress) return null;
  if (progress.playerRankProgress.labelId === null) return 1;
  const { completedConditions, totalExpectedConditions } = progress.currentProgress;
  if (totalExpectedConditions <= 0) return 1;
  return Math.min(1, Math.max(0, completedConditions / totalExpectedConditions));
}
