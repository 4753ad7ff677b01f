import type { ContractKind } from '@platform/shared';
import { ratePercent } from '../contract-rules';
import { DataTable, useAgentMoney, type Column } from './parts';
import { useTranslation } from '../../../lib/i18n';

/** Any tier of any kind; the columns shown follow the kind. */
export type AnyTier = Record<string, string | number>;

/** The tiers of a contract as a table (its tier fields), tier 1 first. */
export function TierTable({
  kind,
  tiers,
  testId = 'tier-table',
}: {
  kind: ContractKind;
  tiers: AnyTier[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const money = useAgentMoney();
  type Row = AnyTier & { _n: number };
  const rows: Row[] = tiers.map((tier, index) => ({ ...tier, _n: index + 1 }));
  const amount = (key: string, label: string): Column<Row> => ({
    key,
    label,
    numeric: true,
    render: (r) => money(String(r[key])),
  });
  const number = (key: string, label: string): Column<Row> => ({
    key,
    label,
    numeric: true,
    render: (r) => String(r[key]),
  });
  const percent = (key: string, label: string): Column<Row> => ({
    key,
    label,
    numeric: true,
    render: (r) => ratePercent(String(r[key])),
  });
  const rate: Column<Row> = {
    key: 'rate',
    label: t('ag_tier_rate'),
    numeric: true,
    render: (r) => (r.rateType === 'F' ? money(String(r.rate)) : ratePercent(String(r.rate))),
  };
  const tierNo: Column<Row> = { key: '_n', label: t('ag_tier'), render: (r) => r._n };
  const columns: Record<ContractKind, Column<Row>[]> = {
    DIVIDEND: [
      tierNo,
      amount('minimumBet', t('ag_tier_minimum_bet')),
      amount('netLoss', t('ag_tier_net_loss')),
      number('activeMember', t('ag_tier_active')),
      percent('contractRate', t('ag_tier_rate')),
    ],
    DAILY_SALARY: [
      tierNo,
      amount('betVolume', t('ag_tier_bet_volume')),
      number('activeMember', t('ag_tier_active')),
      rate,
    ],
    HOUR_SALARY: [
      tierNo,
      amount('minimumBet', t('ag_tier_minimum_bet')),
      number('activeMember', t('ag_tier_active')),
      rate,
    ],
    REALTIME_SALARY: [
      tierNo,
      amount('betAmount', t('ag_tier_bet_amount')),
      percent('lossRate', t('ag_tier_loss_rate')),
      percent('winRate', t('ag_tier_win_rate')),
    ],
  };
  return <DataTable columns={columns[kind]} rows={rows} rowKey={(r) => r._n} testId={testId} />;
}
