import {
  HEADER,
  memberIconValue,
  rankProgressValue,
  securityConfigValue,
  totpStartValue,
  type SecurityConfig,
} from '@platform/shared';
import { api } from '../../../lib/api';

export type { SecurityConfig };
export type TotpStart = { secret: string; otpauthUri: string; qrCode: string };
export type RankProgress = {
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
  playerRankProgress: { labelId: number | null };
};

export async function fetchSecurityConfig(): Promise<SecurityConfig> {
  return securityConfigValue.parse(await api.get('/wps/v2/member/securityConfig'));
}

export async function startAuthenticator(): Promise<TotpStart> {
  return totpStartValue.parse(await api.post('/wps/v2/member/security/ga/start', {}));
}

export async function confirmAuthenticator(code: string): Promise<SecurityConfig> {
  return securityConfigValue.parse(await api.post('/wps/v2/member/security/ga/confirm', { code }));
}

export async function disableAuthenticator(code: string): Promise<SecurityConfig> {
  return securityConfigValue.parse(await api.post('/wps/v2/member/security/ga/disable', { code }));
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
  await api.post('/wps/member/password', change, {
    encrypted: true,
    ...(token ? { headers: { [HEADER.authorization]: token } } : {}),
  });
}

export async function fetchMemberIcon(): Promise<{ icon: number; count: number }> {
  return memberIconValue.parse(await api.get('/wps/member/info/icon'));
}

export async function saveMemberIcon(icon: number): Promise<{ icon: number; count: number }> {
  return memberIconValue.parse(await api.put('/wps/member/info/icon', { icon }));
}

/** A relay call: never a dialog; without an answer the bar simply shows no progress. */
export async function fetchRankProgress(): Promise<RankProgress> {
  return rankProgressValue.parse(await api.get('/wps/relay/MCSFE_getPlayerRankProgress', { alert: false }));
}

/** Completed over expected conditions, full when the member holds no label. */
export function rankProgressRatio(progress: RankProgress | undefined): number | null {
  if (!progress) return null;
  if (progress.playerRankProgress.labelId === null) return 1;
  const { completedConditions, totalExpectedConditions } = progress.currentProgress;
  if (totalExpectedConditions <= 0) return 1;
  return Math.min(1, Math.max(0, completedConditions / totalExpectedConditions));
}
