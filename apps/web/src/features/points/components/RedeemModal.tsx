import { useState, type FormEvent } from 'react';
import {
  POINTS_CURRENCY,
  minorToDecimal,
  type RedeemRecord,
  type Reward,
  type RedeemType,
} from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { toasts } from '../../../lib/toast-store';
import { Modal } from '../../../lib/ui/Modal';
import { FieldRow } from '../../../lib/ui/FieldRow';
import { formatMoney } from '../../../lib/money/amounts';
import { FormActions, PaymentPasswordField } from '../../../lib/ui/form-parts';
import { useIdempotentSubmit } from '../../../lib/idempotent';
import { useMoneyStyle } from '../../wallet';
import { redeemReward, type RedeemBody } from '../api/points';
import { useReloadPoints } from '../hooks/usePoints';
import {
  clampQuantity,
  forcedRedeemType,
  initialRedeemType,
  offersBothWays,
  redeemIssue,
  unitCost,
  type RedeemField,
  type RedeemFields,
  type RedeemIssue,
} from '../rules';
import { formatPoints } from './format';
import { RewardPrice } from './RewardPrice';
import { useTranslation } from '../../../lib/i18n';

const EMPTY: RedeemFields = { line: '', password: '', name: '', address: '', telphone: '' };

/**
 * The redeem modal: quantity kept within 1..inventory, the payment way (forced to
 * points plus money when the reward has no points price), then LINE id when asked, payment
 * password, name, address and telephone, checked in that order. The body goes encrypted; on
 * success the modal closes, a message shows and the balance, rewards and records load again.
 */
export function RedeemModal({
  reward,
  askLine,
  onClose,
}: {
  reward: Reward;
  /** LINE is the messenger of the merchant's market; the form asks for it only then. */
  askLine: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const reload = useReloadPoints();
  const [quantityText, setQuantityText] = useState('1');
  const [chosen, setChosen] = useState<RedeemType>(() => initialRedeemType(reward));
  const [fields, setFields] = useState<RedeemFields>(EMPTY);
  const [province, setProvince] = useState('');
  const [remarks, setRemarks] = useState('');
  const [issue, setIssue] = useState<RedeemIssue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = useIdempotentSubmit<RedeemBody, RedeemRecord>(redeemReward);

  const soldOut = reward.inventory <= 0;
  const redeemType = forcedRedeemType(reward, chosen);
  const quantity = clampQuantity(quantityText, reward.inventory);
  const cost = unitCost(reward, redeemType, style.currency);
  const totalPoints = formatPoints(minorToDecimal(cost.points * BigInt(quantity), POINTS_CURRENCY));

  const setField = (field: RedeemField, value: string) => {
    setFields((was) => ({ ...was, [field]: value }));
    if (issue?.field === field) setIssue(null);
  };
  const errorOf = (field: RedeemField) => (issue?.field === field ? t(issue.key) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || soldOut) return;
    const problem = redeemIssue(fields, { askLine });
    setIssue(problem);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      await send({
        rewardId: reward.id,
        quantity,
        redeemType,
        password: fields.password,
        province: province.trim() || null,
        remarks: remarks.trim() || null,
        telphone: fields.telphone.trim(),
        address: fields.address.trim(),
        name: fields.name.trim(),
        line: askLine ? fields.line.trim() : null,
      });
      toasts.show({
        kind: 'success',
        title: t('pm_redeem_ok'),
        message: reward.name,
        testId: 'toast-redeem-ok',
      });
      void reload();
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setFailure(error.message || t(error.code));
      else setFailure(t('network_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      size="medium"
      title={t('pm_redeem_title')}
      onClose={onClose}
      closeLabel={t('close')}
      testId="pm-redeem"
    >
      <form className="pm-redeem" noValidate onSubmit={(event) => void submit(event)}>
        <div className="pm-redeem__reward">
          {reward.imageLink && <img src={reward.imageLink} alt="" className="pm-redeem__image" />}
          <div>
            <p className="pm-redeem__name">{reward.name}</p>
            <RewardPrice reward={reward} />
            <p className="pm-card__stock">
              {soldOut ? t('pm_sold_out') : t('pm_stock', { n: reward.inventory })}
            </p>
          </div>
        </div>

        <div className="form-row">
          <span className="form-row__label">{t('pm_quantity')}</span>
          <div className="pm-qty">
            <button
              type="button"
              className="pm-qty__step"
              aria-label={t('pm_less')}
              disabled={quantity <= 1}
              onClick={() => setQuantityText(String(clampQuantity(quantity - 1, reward.inventory)))}
              data-testid="pm-qty-less"
            >
              −
            </button>
            <input
              className="form-input pm-qty__input"
              inputMode="numeric"
              aria-label={t('pm_quantity')}
              value={quantityText}
              onChange={(event) => setQuantityText(event.target.value.replace(/[^0-9]/g, ''))}
              onBlur={() => setQuantityText(String(quantity))}
              data-testid="pm-qty"
            />
            <button
              type="button"
              className="pm-qty__step"
              aria-label={t('pm_more')}
              disabled={quantity >= reward.inventory}
              onClick={() => setQuantityText(String(clampQuantity(quantity + 1, reward.inventory)))}
              data-testid="pm-qty-more"
            >
              +
            </button>
          </div>
        </div>

        {offersBothWays(reward) && (
          <fieldset className="pm-pay" data-testid="pm-pay">
            <legend className="form-row__label">{t('pm_pay_with')}</legend>
            {(['P', 'PM'] as const).map((type) => (
              <label key={type} className={`pm-pay__way${redeemType === type ? ' pm-pay__way--on' : ''}`}>
                <input
                  type="radio"
                  name="redeemType"
                  value={type}
                  checked={redeemType === type}
                  onChange={() => setChosen(type)}
                  data-testid={`pm-pay-${type}`}
                />
                {t(`pm_pay_${type}`)}
              </label>
            ))}
          </fieldset>
        )}

        <p className="pm-redeem__total" data-testid="pm-total" data-redeem-type={redeemType}>
          <span>{t('pm_total')}</span>
          <strong>
            {redeemType === 'PM'
              ? t('pm_price_mixed', {
                  points: totalPoints,
                  money: formatMoney(minorToDecimal(cost.money * BigInt(quantity), style.currency), style),
                })
              : t('pm_price_points', { points: totalPoints })}
          </strong>
        </p>

        <p className="pm-redeem__hint">{t('pm_fill_info')}</p>
        {askLine && (
          <FieldRow
            label={t('pm_line')}
            required
            value={fields.line}
            maxLength={64}
            onChange={(event) => setField('line', event.target.value)}
            error={errorOf('line')}
            testId="pm-line"
          />
        )}
        <PaymentPasswordField
          value={fields.password}
          onChange={(value) => setField('password', value)}
          error={errorOf('password')}
          testId="pm-password"
        />
        <FieldRow
          label={t('pm_name')}
          required
          value={fields.name}
          maxLength={64}
          autoComplete="name"
          onChange={(event) => setField('name', event.target.value)}
          error={errorOf('name')}
          testId="pm-name"
        />
        <FieldRow
          label={t('pm_address')}
          required
          value={fields.address}
          maxLength={200}
          autoComplete="street-address"
          onChange={(event) => setField('address', event.target.value)}
          error={errorOf('address')}
          testId="pm-address"
        />
        <FieldRow
          label={t('pm_province')}
          placeholder={t('pm_optional')}
          value={province}
          maxLength={64}
          onChange={(event) => setProvince(event.target.value)}
          testId="pm-province"
        />
        <FieldRow
          label={t('pm_telphone')}
          required
          type="tel"
          inputMode="numeric"
          value={fields.telphone}
          maxLength={20}
          autoComplete="tel"
          onChange={(event) => setField('telphone', event.target.value)}
          error={errorOf('telphone')}
          testId="pm-telphone"
        />
        <FieldRow
          label={t('pm_remarks')}
          placeholder={t('pm_optional')}
          value={remarks}
          maxLength={140}
          onChange={(event) => setRemarks(event.target.value)}
          testId="pm-remarks"
        />
        {failure && (
          <p className="form-row__error" role="alert" data-testid="pm-redeem-error">
            {failure}
          </p>
        )}
        <FormActions
          className="pm-redeem__actions"
          onCancel={onClose}
          submitLabel={t('pm_redeem_submit')}
          busy={busy}
          disabled={soldOut}
          testId="pm-redeem-submit"
        />
      </form>
    </Modal>
  );
}
