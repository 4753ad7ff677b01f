import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { toasts } from '../../../lib/toast-store';
import { formatMoney } from '../../../lib/money/amounts';
import { useMoneyStyle } from '../../wallet';
import { cancelOrder, type LotteryOrderView } from '../api/lottery';
import { formatContent } from '../picker';
import { useBetPlacedRefresh, useMyOrders } from '../hooks/useBetting';
import { Pager } from './Pager';
import { DataTable, type Column } from '../../../lib/ui/DataTable';
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

  const columns: Column<LotteryOrderView>[] = [
    {
      key: 'order',
      label: t('lot_bet_col_order'),
      render: (order) => (
        <>
          <span className="bet-orders__number">{order.orderNumber}</span>
          <span className="lot-muted">{formatDrawTime(order.createdAt)}</span>
        </>
      ),
    },
    { key: 'issue', label: t('lot_col_issue'), render: (order) => order.numero },
    {
      key: 'bet',
      label: t('lot_bet_col_bet'),
      render: (order) => (
        <>
          {t(`lot_play_${order.playType}`)}
          <span className="bet-slip__content">{formatContent(order.content)}</span>
        </>
      ),
    },
    { key: 'amount', label: t('lot_bet_col_amount'), render: (order) => formatMoney(order.amount, style) },
    {
      key: 'payout',
      label: t('lot_bet_col_payout'),
      render: (order) => (
        <span data-testid="bet-order-payout">
          {order.status === 'won' ? formatMoney(order.payout, style) : '—'}
        </span>
      ),
    },
    {
      key: 'status',
      label: t('lot_bet_col_status'),
      render: (order) => (
        <>
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
        </>
      ),
    },
  ];

  return (
    <section className="lot-panel bet-orders" data-testid="bet-orders">
      <h3 className="lot-panel__title">{t('lot_bet_my_bets')}</h3>
      {orders.isPending && <p className="lot-muted">{t('lot_loading')}</p>}
      {orders.isSuccess && list.length === 0 && <p className="lot-muted">{t('lot_bet_no_bets')}</p>}
      {list.length > 0 && (
        <DataTable
          columns={columns}
          rows={list}
          rowKey={(order, i) => `${order.orderNumber}:${order.numero}:${i}`}
          testId="bet-orders-table"
          rowTestId="bet-order"
          rowProps={(order) => ({ 'data-status': order.status })}
          className="lot-table bet-orders__table"
        />
      )}
      {(page > 1 || list.length === (orders.data?.size ?? 0)) && list.length > 0 && (
        <Pager page={page} hasNext={list.length === orders.data?.size} onPage={setPage} />
      )}
    </section>
  );
}
