import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { toasts } from '../../../lib/toast-store';
import { formatMoney } from '../../../lib/money/amounts';
import { useMoneyStyle } from '../../wallet';
import { cancelOrder } from '../api/lottery';
import { formatContent } from '../picker';
import { useBetPlacedRefresh, useMyOrders } from '../hooks/useBetting';
import { Pager } from './Pager';
import { formatDrawTime } from './format';
import { useTranslation } from '../../../lib/i18n';

/**
 * The member's bets on this game, newest first. A bet waiting for its draw can be cancelled
 * while its issue still takes bets; the server refuses it after the lock.
 */
export function MyBets({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const [page, setPage] = useState(1);
  const orders = useMyOrders(gameCode, page);
  const refresh = useBetPlacedRefresh();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const list = orders.data?.list ?? [];

  const onCancel = async (orderNumber: string) => {
    setCancelling(orderNumber);
    try {
      await cancelOrder(orderNumber);
      toasts.show({ kind: 'success', title: t('lot_bet_cancelled'), testId: 'toast-bet-cancelled' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setCancelling(null);
      refresh();
    }
  };

  return (
    <section className="lot-panel bet-orders" data-testid="bet-orders">
      <h3 className="lot-panel__title">{t('lot_bet_my_bets')}</h3>
      {orders.isPending && <p className="lot-muted">{t('lot_loading')}</p>}
      {orders.isSuccess && list.length === 0 && <p className="lot-muted">{t('lot_bet_no_bets')}</p>}
      {list.length > 0 && (
        <div className="bet-orders__scroll">
          <table className="lot-table bet-orders__table">
            <thead>
              <tr>
                <th>{t('lot_bet_col_order')}</th>
                <th>{t('lot_col_issue')}</th>
                <th>{t('lot_bet_col_bet')}</th>
                <th>{t('lot_bet_col_amount')}</th>
                <th>{t('lot_bet_col_payout')}</th>
                <th>{t('lot_bet_col_status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((order, i) => (
                <tr
                  key={`${order.orderNumber}:${order.numero}:${i}`}
                  data-testid="bet-order"
                  data-status={order.status}
                >
                  <td>
                    <span className="bet-orders__number">{order.orderNumber}</span>
                    <span className="lot-muted">{formatDrawTime(order.createdAt)}</span>
                  </td>
                  <td>{order.numero}</td>
                  <td>
                    {t(`lot_play_${order.playType}`)}
                    <span className="bet-slip__content">{formatContent(order.content)}</span>
                  </td>
                  <td>{formatMoney(order.amount, style)}</td>
                  <td data-testid="bet-order-payout">
                    {order.status === 'won' ? formatMoney(order.payout, style) : '—'}
                  </td>
                  <td>
                    <span className={`bet-status bet-status--${order.status}`} data-testid="bet-order-status">
                      {t(`lot_bet_status_${order.status}`)}
                    </span>
                    {order.status === 'pending' && (
                      <button
                        type="button"
                        className="bet-link"
                        disabled={cancelling === order.orderNumber}
                        onClick={() => void onCancel(order.orderNumber)}
                      >
                        {t('lot_bet_cancel_order')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(page > 1 || list.length === (orders.data?.size ?? 0)) && list.length > 0 && (
        <Pager page={page} hasNext={list.length === orders.data?.size} onPage={setPage} />
      )}
    </section>
  );
}
