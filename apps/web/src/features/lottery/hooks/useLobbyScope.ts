import { createContext, useContext, useMemo } from 'react';
import type { LotteryGameGroupView } from '@platform/shared';
import { lobbyGroups, type LotteryLink } from '../lottery-link';

/** The lobby link's group and mode (lottoGameGroup, lMode); none outside a lobby link. */
export const LobbyScope = createContext<Pick<LotteryLink, 'group' | 'mode'>>({ group: null, mode: null });

/** The game groups the lobby's lists show: those of the link's group and mode. */
export function useLobbyGroups(groups: readonly LotteryGameGroupView[] | undefined): LotteryGameGroupView[] {
  const scope = useContext(LobbyScope);
  return useMemo(() => lobbyGroups(groups ?? [], scope), [groups, scope]);
}
