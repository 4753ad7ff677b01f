import { useState, type FormEvent } from 'react';
import { POINTS_CURRENCY, minorToDecimal, type ConvertPointResult, type PointConfig } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { toasts } from '../../../lib/toast-store';
import { FieldRow } from '../../../lib/ui/FieldRow';
import { formatMoney } from '../../../lib/money/amounts';
import { PaymentPasswordField } from '../../../lib/ui/form-parts';
import { useIdempotentSubmit } from '../../../lib/idempotent';
import { requestBalanceRefresh, useMoneyStyle } from '../../wallet';
import { convertPoints } from '../api/points';
import { usePointBalance, usePointConfig, useReloadPoints } from '../hooks/usePoints';
import { conversionAmount, conversionPoints, raisedConversionAmount } from '../rules';
import { formatPoints } from './format';
import { useTranslation } from '../../../lib/i18n';

const EARN_RATES = [
  'liveBet',
  'lottoBet',
  'pvpBet',
  'rngBet',
  'sportBet',
  'deposit',
] as const satisfies ReadonlyArray<keyof PointConfig>;

/**
 * Conversion of points to money: the amount is the money received, at least 1 (a
 * smaller one is raised to 1 when the field is left); it costs rate × amount points. The body
 * goes encrypted with the payment password; the money balance refreshes afterwards.
 */
export function ConvertPoints() {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const config = usePointConfig();
  const balance = usePointBalance();
  const reload = useReloadPoints();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = useIdempotentSubmit<{ amount: string; password: string }, ConvertPointResult>(convertPoints);
  const rate = config.data?.pointExchangeRate ?? 0;
  const money = conversionAmount(amount, style.currency);
  const points = money === null ? 0n : conversionPoints(money, rate, style.currency);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: typeof errors = {};
    if (money === null) found.amount = t('pm_convert_min');
    if (!password) found.password = t('pm_prompt_password');
    setErrors(found);
    setFailure(null);
    if (found.amount || found.password) return;
    setBusy(true);
    try {
      const result = await send({ amount: amount.trim(), password });
      toasts.show({
        kind: 'success',
        title: t('pm_convert_ok'),
        message: formatMoney(result.amount, style),
        testId: 'toast-convert-ok',
      });
      setAmount('');
      setPassword('');
      void reload();
      requestBalanceRefresh();
    } catch (error) {
      if (error instanceof ApiError) setFailure(error.message || t(error.code));
      else setFailure(t('network_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pm-convert" data-testid="pm-convert">
      <form className="pm-convert__form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="pm-convert__rate" data-testid="pm-convert-rate">
          {t('pm_convert_rate', { rate: formatPoints(rate), currency: style.currency })}
        </p>
        <p className="pm-convert__rate">
          {t('pm_balance')}: <strong>{balance.data ? formatPoints(balance.data.available) : '—'}</strong>
        </p>
        <FieldRow
          label={t('pm_convert_amount')}
          required
          inputMode="decimal"
          value={amount}
          maxLength={12}
          onChange={(event) => setAmount(event.target.value.replace(/[^0-9.]/g, ''))}
          onBlur={() => setAmount(raisedConversionAmount(amount, style.currency))}
          error={errors.amount ?? null}
          testId="pm-convert-amount"
        />
        <p className="pm-convert__cost" data-testid="pm-convert-cost">
          {t('pm_convert_cost', { points: formatPoints(minorToDecimal(points, POINTS_CURRENCY)) })}
        </p>
        <PaymentPasswordField
          value={password}
          onChange={(next) => {
            setPassword(next);
            setErrors((was) => ({ ...was, password: undefined }));
          }}
          error={errors.password ?? null}
          testId="pm-convert-password"
        />
        {failure && (
          <p className="form-row__error" role="alert" data-testid="pm-convert-error">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn--gold" disabled={busy} data-testid="pm-convert-submit">
          {busy ? t('loading') : t('pm_convert_submit')}
        </button>
      </form>
      {config.data && (
        <aside className="pm-earn" data-testid="pm-earn">
          <h3 className="pm-earn__title">{t('pm_earn_title')}</h3>
          <dl>
            {EARN_RATES.map((key) => (
              <div key={key} className="pm-earn__row">
                <dt>{t(`pm_earn_${key}`)}</dt>
                <dd>
                  {t('pm_earn_rate', { rate: formatPoints(config.data[key]), currency: style.currency })}
                </dd>
              </div>
            ))}
          </dl>
        </aside>
      )}
    </div>
  );
}
