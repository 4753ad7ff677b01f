import { useCallback } from 'react';
import { formatCurrency } from '@platform/shared';
import { useSettings } from './settings/useSettings';

/** Formats amounts with the merchant's currency, symbol and symbol position. */
export function useMoneyFormatter(): (amount: number | string) => string {
  const { data: settings } = useSettings();
  const currency = settings?.currency;
  const symbol = settings?.currencySymbol;
  const position = settings?.currencyPosition;
  return useCallback(
    (amount: number | string) => formatCurrency(amount, { currency, symbol, symbolPosition: position }),
    [currency, symbol, position],
  );
}
