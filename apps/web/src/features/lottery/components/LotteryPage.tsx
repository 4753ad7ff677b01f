import { useSearchParams } from 'react-router';
import { useDrawPushes } from '../hooks/useLottery';
import { LotteryBettingPage } from './LotteryBettingPage';
import { LotteryLobbyPage } from './LotteryLobbyPage';

/**
 * /lottery, /vnLottery and /lott: an empty gameCode (or "lobby") is the lobby, any other code
 * that game's betting page, opened on the playType the link names.
 */
export function LotteryPage() {
  const [params] = useSearchParams();
  useDrawPushes();
  const gameCode = params.get('gameCode')?.trim() ?? '';
  if (!gameCode || gameCode === 'lobby') return <LotteryLobbyPage />;
  return <LotteryBettingPage key={gameCode} gameCode={gameCode} playType={params.get('playType')} />;
}
