import { tryDecimalToMinor } from '@platform/shared';
import { useMoneyFormatter } from '../../../lib/currency';
import { useMoneyStyle } from '../../wallet';

/** An amount in the merchant's currency; negative amounts are marked so they stand out. */
export function Money({ amount, testId }: { amount: string | number | null | undefined; testId?: string }) {
  const format = useMoneyFormatter();
  const { currency } = useMoneyStyle();
  if (amount === null || amount === undefined || amount === '') return <span>-</span>;
  const negative = (tryDecimalToMinor(amount, currency) ?? 0n) < 0n;
  return (
    <span className={negative ? 'adm-money adm-money--neg' : 'adm-money'} data-testid={testId}>
      {format(amount)}
    </span>
  );
}
