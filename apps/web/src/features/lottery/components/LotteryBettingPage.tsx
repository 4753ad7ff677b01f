import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  MAIN_WALLET,
  SLIP_LINES_MAX,
  minorToDecimal,
  scaleOf,
  type LotteryGameView,
  type MoneyMode,
} from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialog-store';
import { useSession } from '../../../lib/session';
import { openLoginModal } from '../../auth';
import { PageShell } from '../../../lib/ui/PageShell';
import { WalletTransferModal, shortfallMinor, topUpAmount, useMoneyStyle } from '../../wallet';
import { toasts } from '../../../lib/toast-store';
import { formatMoney } from '../../../lib/money/amounts';
import { DEPOSIT_PAGE_PATH } from '../../wallet';
import { BETTING_KEYS, useNearNumero, usePlaceBet } from '../hooks/useBetting';
import { useLotteryGames } from '../hooks/useLottery';
import { contentOf, emptySelection, layoutOf, randomSelection, ticketsOf, type Selection } from '../picker';
import { gameOfLink, selectionFromBetParam, type LotteryLink } from '../lottery-link';
import {
  addLine,
  clampMultiple,
  lineAmount,
  moneyModesFor,
  slipTotal,
  ticketPrize,
  toBettingSlip,
  type SlipLine,
} from '../slip';
import { BetConfirmModal, BetSlip, type ChaseChoice } from './BetSlip';
import { BettingHeader, useLotteryWallet } from './BettingHeader';
import { MyBets } from './MyBets';
import { NumberPicker } from './NumberPicker';
import { useTranslation } from '../../../lib/i18n';
import '../betting.css';

let nextLineId = 1;

function GamePicker({ games, current }: { games: LotteryGameView[]; current: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <label className="bet-field bet-game-picker">
      <span>{t('lot_bet_choose_game')}</span>
      <select
        value={current}
        data-testid="bet-game-select"
        onChange={(e) => {
          const game = games.find((g) => g.gameCode === e.target.value);
          if (game) navigate(`/lottery?gameCode=${game.gameCode}&playType=${game.defaultPlayType}`);
        }}
      >
        {games.map((g) => (
          <option key={g.gameCode} value={g.gameCode}>
            {g.remark}
          </option>
        ))}
      </select>
    </label>
  );
}

function Betting({
  game,
  games,
  initialPlayType,
  betParam,
}: {
  game: LotteryGameView;
  games: LotteryGameView[];
  initialPlayType: string | null;
  /** The link's bet_param: the opening selection of the opening play type, when it fits it. */
  betParam: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { token } = useSession();
  const style = useMoneyStyle();
  const { wallet, funds } = useLotteryWallet();
  const { near, remaining } = useNearNumero(game.gameCode);

  const playTypes = game.playTypes.filter((p) => layoutOf(game.kind, p.code));
  const startPlay =
    playTypes.find((p) => p.code === initialPlayType) ??
    playTypes.find((p) => p.code === game.defaultPlayType) ??
    playTypes[0];
  const [playCode, setPlayCode] = useState(startPlay?.code ?? '');
  const play = playTypes.find((p) => p.code === playCode) ?? startPlay;
  const layout = play ? layoutOf(game.kind, play.code) : null;
  const [selections, setSelections] = useState<Record<string, Selection>>(() => {
    const startLayout = startPlay ? layoutOf(game.kind, startPlay.code) : null;
    const opening = startLayout ? selectionFromBetParam(startLayout, betParam) : null;
    return opening && startPlay ? { [startPlay.code]: opening } : {};
  });
  const selection = layout ? (selections[playCode] ?? emptySelection(layout)) : null;
  const setSelection = (next: Selection) => setSelections((all) => ({ ...all, [playCode]: next }));

  const currency = style.currency;
  const scale = scaleOf(currency);
  const modes = moneyModesFor(scale);
  const [moneyMode, setMoneyMode] = useState<MoneyMode>('Y');
  const [multipleText, setMultipleText] = useState('1');
  const multiple = clampMultiple(multipleText);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [chase, setChase] = useState<ChaseChoice>({ on: false, issues: 5, stopOnWin: true });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The inline transfer into the lottery wallet: its starting amount while open, else null. */
  const [topUp, setTopUp] = useState<{ amount: string; short: bigint } | null>(null);
  const canTopUp = Boolean(funds && !funds.isSingle && wallet && wallet.code !== MAIN_WALLET);

  const money = (minor: bigint) => formatMoney(minorToDecimal(minor, currency), style);
  const content = layout && selection ? contentOf(layout, selection) : '';
  const tickets = play ? ticketsOf(game.kind, play.code, content) : 0;
  const pending: SlipLine | null =
    play && tickets > 0 ? { id: 0, playType: play.code, content, moneyMode, multiple, tickets } : null;
  const current = near.data?.currentNumero ?? null;
  const saleOpen = Boolean(current?.isSale) && (remaining ?? 0) > 0;
  const chaseIssues = chase.on ? chase.issues : 1;

  const placeSlip = usePlaceBet();

  const addPending = (): SlipLine[] | null => {
    if (!pending) return lines;
    const next = addLine(lines, { ...pending, id: nextLineId++ });
    if (!next) {
      dialogs.open({
        kind: 'warning',
        message: t('lot_bet_slip_full', { max: SLIP_LINES_MAX }),
        actions: [{ label: t('lot_bet_confirm'), primary: true }],
      });
      return null;
    }
    setLines(next);
    if (layout) setSelection(emptySelection(layout));
    return next;
  };

  const openConfirm = (slipLines: SlipLine[] | null) => {
    if (!token) return openLoginModal();
    if (!slipLines?.length || !current) return;
    setConfirming(true);
  };

  const showRefusal = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === 'balance.insufficient') {
      if (canTopUp && funds && wallet) {
        // Money moves in a modal over the page: the slip stays as it is, ready to place again.
        const short = shortfallMinor(slipTotal(lines, scale, chaseIssues), wallet.availBalance, currency);
        const main = funds.walletList.find((w) => w.code === MAIN_WALLET);
        setTopUp({ amount: topUpAmount(short, main?.availBalance, currency), short });
        return;
      }
      const single = funds?.isSingle ?? false;
      dialogs.open({
        kind: 'warning',
        key: 'lottery-balance',
        message: t('lot_bet_insufficient'),
        actions: [
          { label: t('lot_bet_cancel') },
          {
            label: single ? t('wal_deposit_now') : t('lot_bet_transfer'),
            primary: true,
            onClick: () => navigate(single ? DEPOSIT_PAGE_PATH : '/member?page=transferFund'),
          },
        ],
      });
      return;
    }
    if (error.code === 'lottery.numero.closed') {
      void client.invalidateQueries({ queryKey: BETTING_KEYS.near(game.gameCode) });
    }
    if (error.handled) return;
    dialogs.open({
      kind: 'warning',
      title: t('lot_bet_failed'),
      message: error.message || t(error.code),
      actions: [{ label: t('lot_bet_confirm'), primary: true }],
    });
  };

  const place = async () => {
    if (!current || busy) return;
    setBusy(true);
    try {
      await placeSlip(
        toBettingSlip(
          game.gameCode,
          current.numero,
          lines,
          chase.on ? { issues: chase.issues, stopOnWin: chase.stopOnWin } : null,
        ),
      );
      setLines([]);
    } catch (error) {
      showRefusal(error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (!play || !layout || !selection) return <p className="lot-muted">{t('lot_no_games')}</p>;

  return (
    <div className="bet-page" data-testid="lottery-betting" data-game={game.gameCode}>
      <BettingHeader
        game={game}
        near={near.data}
        remaining={remaining}
        onTransfer={canTopUp ? () => setTopUp({ amount: '', short: 0n }) : undefined}
      />
      <div className="bet-layout">
        <section className="lot-panel bet-main">
          <div className="bet-toolbar">
            <GamePicker games={games} current={game.gameCode} />
          </div>
          <nav className="bet-plays" aria-label={t('lot_bet_play_types')}>
            {playTypes.map((p) => (
              <button
                key={p.code}
                type="button"
                className={`bet-play${p.code === playCode ? ' bet-play--on' : ''}`}
                aria-pressed={p.code === playCode}
                data-testid={`bet-play-${p.code}`}
                onClick={() => setPlayCode(p.code)}
              >
                {t(`lot_play_${p.code}`)}
              </button>
            ))}
          </nav>
          <p className="lot-muted bet-odds" data-testid="bet-odds">
            {play.optionOdds
              ? t('lot_bet_odds_varies')
              : t('lot_bet_odds', {
                  stake: money(lineAmount({ moneyMode, multiple, tickets: 1 }, scale)),
                  prize: money(ticketPrize(play.odds, { moneyMode, multiple }, scale)),
                })}
          </p>
          <NumberPicker
            kind={game.kind}
            layout={layout}
            selection={selection}
            onChange={setSelection}
            optionOdds={play.optionOdds}
            formatOdds={(odds) => money(ticketPrize(odds, { moneyMode, multiple }, scale))}
          />
          <div className="bet-controls">
            <div className="bet-modes" role="group" aria-label={t('lot_bet_unit')}>
              <span>{t('lot_bet_unit')}</span>
              {modes.map((mode) => (
                <button
                  key={mode}
                  type="button"
                  className={`bet-mode${mode === moneyMode ? ' bet-mode--on' : ''}`}
                  aria-pressed={mode === moneyMode}
                  onClick={() => setMoneyMode(mode)}
                >
                  {t(`lot_mode_${mode}`)}
                </button>
              ))}
            </div>
            <label className="bet-field">
              <span>{t('lot_bet_multiple')}</span>
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={1000}
                data-testid="bet-multiple"
                value={multipleText}
                onChange={(e) => setMultipleText(e.target.value)}
                onBlur={() => setMultipleText(String(multiple))}
              />
            </label>
            <span className="bet-summary" data-testid="bet-summary">
              {t('lot_bet_tickets', { count: tickets })} · {money(pending ? lineAmount(pending, scale) : 0n)}
            </span>
          </div>
          <div className="bet-actions">
            <button
              type="button"
              className="btn btn--ghost"
              data-testid="bet-random"
              onClick={() => setSelection(randomSelection(game.kind, play.code, layout))}
            >
              {t('lot_bet_random')}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => setSelection(emptySelection(layout))}
            >
              {t('lot_bet_clear')}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              data-testid="bet-add"
              disabled={!pending}
              onClick={() => addPending()}
            >
              {t('lot_bet_add')}
            </button>
            <button
              type="button"
              className="btn btn--gold"
              data-testid="bet-now"
              disabled={!pending || !saleOpen}
              onClick={() => openConfirm(addPending())}
            >
              {t('lot_bet_now')}
            </button>
          </div>
        </section>
        <BetSlip
          lines={lines}
          chase={chase}
          onChase={setChase}
          onRemove={(id) => setLines((all) => all.filter((l) => l.id !== id))}
          onPlace={() => openConfirm(lines)}
          money={money}
          scale={scale}
          busy={busy}
          canPlace={saleOpen || !token}
          placeLabel={token ? t('lot_bet_place') : t('lot_bet_login')}
        />
      </div>
      {token && <MyBets gameCode={game.gameCode} />}
      {topUp && wallet && (
        <Suspense fallback={null}>
          <WalletTransferModal
            toWallet={wallet.code}
            title={t('lot_topup_title')}
            lead={
              topUp.short > 0n ? t('lot_topup_short', { amount: money(topUp.short) }) : t('lot_topup_lead')
            }
            initialAmount={topUp.amount}
            submitLabel={topUp.short > 0n ? t('lot_topup_submit_bet') : t('lot_topup_submit')}
            testId="bet-topup"
            onClose={() => setTopUp(null)}
            onDone={(amount) => {
              const reopen = topUp.short > 0n && lines.length > 0;
              setTopUp(null);
              toasts.show({
                kind: 'success',
                title: t('lot_topup_done_title'),
                message: t('lot_topup_done', { amount: formatMoney(amount, style) }),
                testId: 'toast-topup-ok',
              });
              // Back to the slip's confirmation, so the bet that was short goes on at once.
              if (reopen) openConfirm(lines);
            }}
          />
        </Suspense>
      )}
      {confirming && current && (
        <BetConfirmModal
          numero={current.numero}
          chaseIssues={chaseIssues}
          totalText={money(slipTotal(lines, scale, chaseIssues))}
          lines={lines}
          busy={busy}
          onConfirm={() => void place()}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

/** /lottery?gameCode=…&playType=… (or gameId=…, bet_param=…): the betting page of one game. */
export function LotteryBettingPage({ link }: { link: LotteryLink }) {
  const { t } = useTranslation();
  const games = useLotteryGames();
  const all = useMemo(() => games.data?.flatMap((g) => g.games) ?? [], [games.data]);
  const game = gameOfLink(link, all);
  return (
    <PageShell
      title={game ? t('lot_bet_title', { name: game.remark }) : t('page_lottery')}
      testId="lottery-bet-page"
    >
      {games.isPending && <p className="lot-muted">{t('lot_loading')}</p>}
      {games.isError && <p className="lot-muted">{t('lot_load_failed')}</p>}
      {games.isSuccess && !game && <p className="lot-muted">{t('lottery.game.not.found')}</p>}
      {game && (
        <Betting
          key={game.gameCode}
          game={game}
          games={all}
          initialPlayType={link.playType}
          betParam={link.betParam}
        />
      )}
    </PageShell>
  );
}
