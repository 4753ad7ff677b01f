import { useState } from 'react';
import { formatMoney } from '../../../lib/money/amounts';
import { LIST_PAGE_SIZE, useFundingList, useMoneyStyle } from '../hooks/useWallet';
import { ListState, Pager, StatusPill, formatTime } from '../../../lib/ui/list-parts';
import { useTranslation } from '../../../lib/i18n';

/** The member's own deposits or withdrawals, newest first, a page at a time, with their state. */
export function FundingRecords({
  direction,
  onOpen,
}: {
  direction: 'DEPOSIT' | 'WITHDRAW';
  /** Opens the payment panel of a deposit made through a deposit method. */
  onOpen?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useFundingList(direction, page);
  const style = useMoneyStyle();
  const testId = direction === 'DEPOSIT' ? 'deposit-records' : 'withdraw-records';
  const rows = list.data?.list ?? [];

  return (
    <div className="wallet-records" data-testid={testId}>
      {rows.length === 0 ? (
        <ListState
          loading={list.isPending}
          failed={list.isError}
          empty={t(direction === 'DEPOSIT' ? 'wal_no_deposits' : 'wal_no_withdrawals')}
        />
      ) : (
        <ul className="wallet-rows">
          {rows.map((row) => (
            <li key={row.id} className="wallet-row" data-testid={`${testId}-row`} data-status={row.status}>
              <div className="wallet-row__main">
                <span className="wallet-row__amount">
                  {formatMoney(row.amount, { ...style, currency: row.currency })}
                </span>
                {row.status === 'PENDING' && row.payment?.expired ? (
                  <span className="wallet-status wallet-status--rejected" data-testid="funding-expired">
                    {t('wal_pay_expired')}
                  </span>
                ) : (
                  <StatusPill status={row.status} />
                )}
              </div>
              <div className="wallet-row__meta">
                <span>{row.payment ? row.payment.methodName : t(`wal_method_${row.method}`)}</span>
                {row.payment && (
                  <span data-testid="funding-reference">
                    {t('wal_pay_reference')}: {row.payment.reference}
                  </span>
                )}
                {row.bankName && (
                  <span>
                    {row.bankName} {row.accountNo ?? ''}
                  </span>
                )}
                <span>{formatTime(row.createdAt)}</span>
              </div>
              {row.payment && row.status === 'PENDING' && onOpen && (
                <button
                  type="button"
                  className="wallet-row__open"
                  onClick={() => onOpen(row.id)}
                  data-testid="funding-open-payment"
                >
                  {t('wal_pay_open')}
                </button>
              )}
              {row.status === 'REJECTED' && row.decisionRemarks && (
                <p className="wallet-row__remarks" data-testid="funding-remarks">
                  {t('wal_toast_remarks', { remarks: row.decisionRemarks })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        size={LIST_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPage={setPage}
        testId={`${testId}-pager`}
      />
    </div>
  );
}
