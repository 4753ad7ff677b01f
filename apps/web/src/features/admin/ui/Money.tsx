import { POINTS_CURRENCY, formatCurrency, tryDecimalToMinor } from '@platform/shared';
import { useMoneyFormatter } from '../../../lib/currency';
import { useTranslation } from '../../../lib/i18n';
import { useMoneyStyle } from '../../wallet';

/**
 * An amount in the merchant's currency, or in points when `currency` is the points mall's own
 * ledger currency; negative amounts are marked so they stand out.
 */
export function Money({
  amount,
  currency: given,
  testId,
}: {
  amount: string | number | null | undefined;
  currency?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useMoneyFormatter();
  const { currency: merchantCurrency } = useMoneyStyle();
  if (amount === null || amount === undefined || amount === '') return <span>-</span>;
  const points = given === POINTS_CURRENCY;
  const currency = points ? POINTS_CURRENCY : merchantCurrency;
  const negative = (tryDecimalToMinor(amount, currency) ?? 0n) < 0n;
  const text = points
    ? t('ops_price_points', { points: formatCurrency(amount, { currency, minDecimals: 0 }) })
    : format(amount);
  return (
    <span
      className={negative ? 'adm-money adm-money--neg' : 'adm-money'}
      data-testid={testId}
      data-points={points || undefined}
    >
      {text}
    </span>
  );
}
