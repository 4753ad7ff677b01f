import { Link } from 'react-router';
import type { LotteryGameView, NearNumeroView } from '@platform/shared';
import { useSession } from '../../../lib/session';
import { formatMoney } from '../../../lib/money/amounts';
import { useFunds, useMoneyStyle } from '../../wallet';
import { CountdownText } from './Countdown';
import { DrawBalls } from './DrawBalls';
import { useTranslation } from '../../../lib/i18n';

/** The wallet bets are paid from: the lottery wallet, or the main one on single-wallet merchants. */
export function useLotteryWallet() {
  const funds = useFunds();
  const list = funds.data?.walletList ?? [];
  const wallet = list.find((w) => w.code === 'LOTT') ?? list.find((w) => w.code === 'MAIN') ?? null;
  return { wallet, funds: funds.data ?? null };
}

export function BettingHeader({
  game,
  near,
  remaining,
  onTransfer,
}: {
  game: LotteryGameView;
  near: NearNumeroView | undefined;
  remaining: number | null;
  /** Opens the inline transfer into the lottery wallet (transfer-wallet merchants). */
  onTransfer?: () => void;
}) {
  const { t } = useTranslation();
  const { token } = useSession();
  const { wallet, funds } = useLotteryWallet();
  const style = useMoneyStyle();
  const current = near?.currentNumero ?? null;
  const previous = near?.previousNumero ?? null;
  const open = Boolean(current?.isSale) && (remaining ?? 0) > 0;
  return (
    <header className="bet-header" data-testid="bet-header">
      <div className="bet-header__game">
        <h2 className="bet-header__name">{game.remark}</h2>
        <span className="lot-links">
          <Link to={`/lottery/results/${game.gameCode}`}>{t('lot_results')}</Link>
          <Link to={`/lottery/fairness/${game.gameCode}`}>{t('lot_fairness')}</Link>
        </span>
      </div>
      <div className="bet-header__issue">
        <span className="lot-muted">{t('lot_bet_current')}</span>
        <strong data-testid="bet-numero">{current?.numero ?? '—'}</strong>
        <time className="lot-clock" data-testid="bet-countdown">
          <CountdownText remaining={current ? remaining : null} />
        </time>
        {!open && near && <span className="bet-closed">{t('lot_bet_closed')}</span>}
      </div>
      <div className="bet-header__previous" data-testid="bet-previous">
        <span className="lot-muted">
          {t('lot_bet_previous')}
          {previous ? ` · ${t('lot_issue', { numero: previous.numero })}` : ''}
        </span>
        {previous?.winNo ? (
          <DrawBalls kind={game.kind} winNo={previous.winNo} compact />
        ) : (
          <span className="lot-muted">{previous ? t('lot_bet_waiting') : '—'}</span>
        )}
      </div>
      {token && wallet && funds && (
        <div className="bet-header__wallet" data-testid="bet-wallet">
          <span className="lot-muted">{t('lot_bet_balance')}</span>
          <strong data-testid="bet-wallet-balance">{formatMoney(wallet.availBalance, style)}</strong>
          {!funds.isSingle && onTransfer && (
            <button
              type="button"
              className="bet-header__transfer"
              onClick={onTransfer}
              data-testid="bet-transfer"
            >
              {t('lot_bet_transfer')}
            </button>
          )}
        </div>
      )}
    </header>
  );
}
