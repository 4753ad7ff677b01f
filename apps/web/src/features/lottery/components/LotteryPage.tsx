import { useSearchParams } from 'react-router';
import { useDrawPushes } from '../hooks/useLottery';
import { opensGame, readLotteryLink } from '../lottery-link';
import { LotteryBettingPage } from './LotteryBettingPage';
import { LotteryLobbyPage } from './LotteryLobbyPage';

/**
 * /lottery, /vnLottery and /lott: a link naming a game (gameCode, else gameId or id) opens its
 * betting page on the playType and bet_param it names; any other link is the lobby, opened on
 * the lottoGameGroup and lMode it names (see lottery-link.ts for how each field is read).
 */
export function LotteryPage() {
  const [params] = useSearchParams();
  useDrawPushes();
  const link = readLotteryLink(params);
  if (!opensGame(link)) return <LotteryLobbyPage group={link.group} mode={link.mode} />;
  return <LotteryBettingPage key={`${link.gameCode ?? ''}#${link.gameId ?? ''}`} link={link} />;
}
