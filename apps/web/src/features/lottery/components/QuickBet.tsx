import { useState } from 'react';
import { Link } from 'react-router';
import { minorToDecimal, scaleOf, type LotteryGameView } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialog-store';
import { useSession } from '../../../lib/session';
import { openLoginModal } from '../../auth';
import { formatMoney } from '../../../lib/money/amounts';
import { useMoneyStyle } from '../../wallet';
import { CountdownText } from './Countdown';
import { useNearNumero, usePlaceBet } from '../hooks/useBetting';
import { useLotteryGames } from '../hooks/useLottery';
import { contentOf, formatContent, layoutOf, randomSelection, ticketsOf } from '../picker';
import { clampMultiple, lineAmount, toBettingSlip, type SlipLine } from '../slip';
import { gameLink } from './LobbyLists';
import { BetConfirmModal } from './BetSlip';
import { useTranslation } from '../../../lib/i18n';
import '../betting.css';

/** Quick bet offers the first five games. */
export const QUICK_BET_GAMES = 5;

function randomLine(game: LotteryGameView, multiple: number): SlipLine | null {
  const layout = layoutOf(game.kind, game.defaultPlayType);
  if (!layout) return null;
  const content = contentOf(layout, randomSelection(game.kind, game.defaultPlayType, layout));
  const tickets = ticketsOf(game.kind, game.defaultPlayType, content);
  return tickets > 0
    ? { id: 0, playType: game.defaultPlayType, content, moneyMode: 'Y', multiple, tickets }
    : null;
}

function QuickBetGame({ game }: { game: LotteryGameView }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const style = useMoneyStyle();
  const { near, remaining } = useNearNumero(game.gameCode);
  const [multipleText, setMultipleText] = useState('1');
  const multiple = clampMultiple(multipleText);
  const [line, setLine] = useState(() => randomLine(game, 1));
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const placeSlip = usePlaceBet();
  const current = near.data?.currentNumero ?? null;
  const open = Boolean(current?.isSale) && (remaining ?? 0) > 0;
  const priced = line ? { ...line, multiple } : null;
  const amount = priced
    ? formatMoney(minorToDecimal(lineAmount(priced, scaleOf(style.currency)), style.currency), style)
    : '';

  // One click draws the ticket; a second, on the confirmation, spends the money.
  const ask = () => {
    if (!token) return openLoginModal();
    if (priced && current && !busy) setConfirming(true);
  };

  const bet = async () => {
    setConfirming(false);
    if (!priced || !current || busy) return;
    setBusy(true);
    try {
      await placeSlip(toBettingSlip(game.gameCode, current.numero, [priced], null));
      setLine(randomLine(game, 1));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      dialogs.open({
        kind: 'warning',
        title: t('lot_bet_failed'),
        message:
          error.code === 'balance.insufficient' ? t('lot_bet_insufficient') : error.message || t(error.code),
        actions: [{ label: t('lot_bet_confirm'), primary: true }],
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="lot-quick__game" data-testid="quick-bet-game">
      <div className="lot-quick__issue">
        <span className="lot-muted">{current ? t('lot_issue', { numero: current.numero }) : ''}</span>
        <time className="lot-clock">
          <CountdownText remaining={current ? remaining : null} />
        </time>
      </div>
      <p className="lot-muted">
        {t('lot_quick_hint', { play: t(`lot_play_${game.defaultPlayType}`), amount })}
      </p>
      <div className="lot-quick__pick" data-testid="quick-bet-pick">
        {line ? formatContent(line.content) : '—'}
      </div>
      <div className="lot-quick__actions">
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setLine(randomLine(game, 1))}>
          {t('lot_quick_new')}
        </button>
        <label className="bet-field">
          <span>{t('lot_bet_multiple')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            value={multipleText}
            onChange={(e) => setMultipleText(e.target.value)}
            onBlur={() => setMultipleText(String(multiple))}
          />
        </label>
        <button
          type="button"
          className="btn btn--gold btn--sm"
          data-testid="quick-bet-submit"
          disabled={busy || !priced || (Boolean(token) && !open)}
          onClick={ask}
        >
          {token ? t('lot_bet_now') : t('lot_bet_login')}
        </button>
        <Link to={gameLink(game)} className="bet-link">
          {t('lot_bet_more_plays')}
        </Link>
      </div>
      {confirming && priced && current && (
        <BetConfirmModal
          numero={current.numero}
          chaseIssues={1}
          totalText={amount}
          lines={[priced]}
          busy={busy}
          onConfirm={() => void bet()}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

/** A random ticket of a game's default play type, placed on the current issue in one click. */
export function QuickBet() {
  const { t } = useTranslation();
  const games = useLotteryGames();
  const choices = (games.data?.flatMap((g) => g.games) ?? [])
    .filter((g) => layoutOf(g.kind, g.defaultPlayType))
    .slice(0, QUICK_BET_GAMES);
  const [selected, setSelected] = useState<string | null>(null);
  const game = choices.find((g) => g.gameCode === selected) ?? choices[0];
  return (
    <section className="lot-panel lot-quick" data-testid="lottery-quick-bet">
      <h2 className="lot-panel__title">{t('lot_quick_title')}</h2>
      <nav className="bet-plays">
        {choices.map((g) => (
          <button
            key={g.gameCode}
            type="button"
            className={`bet-play${g === game ? ' bet-play--on' : ''}`}
            aria-pressed={g === game}
            onClick={() => setSelected(g.gameCode)}
          >
            {g.remark}
          </button>
        ))}
      </nav>
      {game && <QuickBetGame key={game.gameCode} game={game} />}
    </section>
  );
}
