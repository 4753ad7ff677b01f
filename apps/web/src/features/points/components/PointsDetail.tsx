import { useState } from 'react';
import {
  POINTS_CURRENCY,
  POINT_TX_PAGE_SIZE,
  REDEEM_PAGE_SIZE,
  REDEEM_STATUSES,
  isPositiveDecimal,
  tryDecimalToMinor,
  type RedeemStatus,
} from '@platform/shared';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { DateRangePicker } from '../../../lib/ui/DateRangePicker';
import { DataTable, ListState, Tabs } from '../../agent';
import type { DayRange } from '../../../lib/date-range';
import { formatMoney } from '../../../lib/money/amounts';
import { Pager, formatTime } from '../../../lib/ui/list-parts';
import { useMoneyStyle } from '../../wallet';
import { usePointTransactions, useRedeemRecords } from '../hooks/usePoints';
import { RANGE_MAX_DAYS, todayRange } from '../rules';
import { ConvertPoints } from './ConvertPoints';
import { formatPoints } from './format';

type DetailTab = 'transactions' | 'redeems' | 'convert';

/** A points range picker: today by default, at most 30 days, nothing after today. */
function RangeBar({
  value,
  onChange,
  testId,
}: {
  value: DayRange;
  onChange(range: DayRange): void;
  testId: string;
}) {
  return (
    <div className="pm-filters">
      <DateRangePicker value={value} onChange={onChange} maxDays={RANGE_MAX_DAYS} testId={testId} />
    </div>
  );
}

function Transactions() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>(() => todayRange());
  const [page, setPage] = useState(1);
  const list = usePointTransactions(range, page);
  const rows = list.data?.list ?? [];
  const chinese = currentLanguage() === 'CN' || currentLanguage() === 'TW';
  return (
    <div data-testid="pm-transactions">
      <RangeBar
        value={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
        testId="pm-tx-range"
      />
      {rows.length === 0 ? (
        <ListState loading={list.isPending} failed={list.isError} />
      ) : (
        <DataTable
          testId="pm-tx"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { key: 'time', label: t('pm_col_time'), render: (row) => formatTime(row.txTimeInTimestamp) },
            { key: 'item', label: t('pm_col_item'), render: (row) => (chinese ? row.nameCn : row.nameEn) },
            {
              key: 'change',
              label: t('pm_col_change'),
              numeric: true,
              render: (row) => {
                const change = tryDecimalToMinor(row.amount, POINTS_CURRENCY) ?? 0n;
                return (
                  <span className={change < 0n ? 'pm-minus' : 'pm-plus'} data-testid="pm-tx-amount">
                    {change > 0n ? '+' : ''}
                    {formatPoints(row.amount)}
                  </span>
                );
              },
            },
            {
              key: 'balance',
              label: t('pm_col_balance'),
              numeric: true,
              render: (row) => formatPoints(row.currentAvailBalance),
            },
            { key: 'ref', label: t('pm_col_reference'), render: (row) => row.txId },
          ]}
        />
      )}
      {list.data && (
        <Pager
          page={page}
          size={POINT_TX_PAGE_SIZE}
          total={list.data.total}
          onPage={setPage}
          testId="pm-tx-pager"
        />
      )}
    </div>
  );
}

function RedeemRecords() {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const [range, setRange] = useState<DayRange>(() => todayRange());
  const [status, setStatus] = useState<RedeemStatus | null>(null);
  const [page, setPage] = useState(1);
  const list = useRedeemRecords(range, status, page);
  const rows = list.data?.list ?? [];
  return (
    <div data-testid="pm-redeems">
      <div className="pm-filters">
        <DateRangePicker
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
          maxDays={RANGE_MAX_DAYS}
          testId="pm-redeem-range"
        />
        <label className="pm-filters__status">
          <span>{t('pm_status_filter')}</span>
          <select
            className="form-input"
            value={status ?? ''}
            onChange={(event) => {
              setStatus((event.target.value || null) as RedeemStatus | null);
              setPage(1);
            }}
            data-testid="pm-redeem-status"
          >
            <option value="">{t('pm_status_all')}</option>
            {REDEEM_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`pm_status_${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {rows.length === 0 ? (
        <ListState loading={list.isPending} failed={list.isError} />
      ) : (
        <DataTable
          testId="pm-redeem-records"
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            { key: 'time', label: t('pm_col_time'), render: (row) => formatTime(row.dateRequested) },
            { key: 'reward', label: t('pm_col_reward'), render: (row) => row.name },
            { key: 'qty', label: t('pm_col_quantity'), numeric: true, render: (row) => row.quantity },
            {
              key: 'points',
              label: t('pm_col_points'),
              numeric: true,
              render: (row) => formatPoints(row.requiredPoint),
            },
            {
              key: 'money',
              label: t('pm_col_money'),
              numeric: true,
              render: (row) =>
                isPositiveDecimal(row.requiredMoney, style.currency)
                  ? formatMoney(row.requiredMoney, style)
                  : '—',
            },
            {
              key: 'status',
              label: t('pm_col_status'),
              render: (row) => (
                <span
                  className={`pm-status pm-status--${row.status}`}
                  data-testid="pm-redeem-status-cell"
                  data-status={row.status}
                >
                  {t(`pm_status_${row.status}`)}
                </span>
              ),
            },
          ]}
        />
      )}
      {list.data && (
        <Pager
          page={page}
          size={REDEEM_PAGE_SIZE}
          total={list.data.total}
          onPage={setPage}
          testId="pm-redeem-pager"
        />
      )}
    </div>
  );
}

/** The points detail screen: transactions, redeem records and conversion. */
export function PointsDetail({ initialTab = 'transactions' }: { initialTab?: DetailTab }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<DetailTab>(initialTab);
  return (
    <div className="pm-detail" data-testid="pm-detail">
      <Tabs<DetailTab>
        value={tab}
        onChange={setTab}
        testId="pm-detail-tab"
        options={[
          { value: 'transactions', label: t('pm_tab_transactions') },
          { value: 'redeems', label: t('pm_tab_redeems') },
          { value: 'convert', label: t('pm_tab_convert') },
        ]}
      />
      {tab === 'transactions' && <Transactions />}
      {tab === 'redeems' && <RedeemRecords />}
      {tab === 'convert' && <ConvertPoints />}
    </div>
  );
}
