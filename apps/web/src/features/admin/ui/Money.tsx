import { useMoneyFormatter } from '../../../lib/currency';

/** An amount in the merchant's currency; negative amounts are marked so they stand out. */
export function Money({ amount, testId }: { amount: string | number | null | undefined; testId?: string }) {
  const format = useMoneyFormatter();
  if (amount === null || amount === undefined || amount === '') return <span>-</span>;
  const negative = Number(amount) < 0;
  return (
    <span className={negative ? 'adm-money adm-money--neg' : 'adm-money'} data-testid={testId}>
      {format(amount)}
    </span>
  );
}
