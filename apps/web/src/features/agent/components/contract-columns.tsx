import type { ContractView } from '@platform/shared';
import { ratePercent } from '../contract-rules';
import { formatStamp, type Column } from './parts';
import type { TFunction } from '../../../lib/i18n';

/**
 * The product, top rate, status and offer time of a contract, as every contract list shows them.
 * statusTestId tells the lists apart in tests.
 */
export function contractTermColumns(t: TFunction, statusTestId: string): Column<ContractView>[] {
  return [
    { key: 'product', label: t('ag_product'), render: (c) => t(`ag_product_${c.productType}`) },
    {
      key: 'rate',
      label: t('ag_top_rate'),
      numeric: true,
      render: (c) => ratePercent(c.contractRate),
    },
    {
      key: 'status',
      label: t('ag_status'),
      render: (c) => (
        <span
          className={`ag-status ag-status--${c.status}`}
          data-testid={statusTestId}
          data-status={c.status}
        >
          {t(`ag_status_${c.status}`)}
          {c.pendingTiers && ` · ${t('ag_revised')}`}
        </span>
      ),
    },
    { key: 'at', label: t('ag_offered_at'), render: (c) => formatStamp(c.offeredAt) },
  ];
}
