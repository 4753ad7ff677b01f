import { formatMoney } from '../../../lib/money/amounts';
import { useMoneyStyle } from '../../wallet';
import { useRankDetail, useVipLabels } from '../hooks/useRewards';
import { useTranslation } from '../../../lib/i18n';

/** The member's VIP rank, the next one and how far each condition has come. */
export function VipProgress() {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const rank = useRankDetail();
  const labels = useVipLabels();
  const detail = rank.data;
  if (!detail) return null;
  const { completedConditions, totalExpectedConditions } = detail.currentProgress;
  const info = detail.playerRankProgress;
  const full = info.nextLabelId === null || totalExpectedConditions <= 0;
  const percent = full ? 100 : Math.round(Math.min(1, completedConditions / totalExpectedConditions) * 100);
  const color = labels.data?.find((label) => label.labelId === info.labelId)?.color ?? undefined;
  return (
    <section className="pr-vip" data-testid="vip-progress">
      <div className="pr-vip__head">
        <span className="pr-vip__label" style={color ? { color, borderColor: color } : undefined}>
          {info.labelName ?? t('pr_vip_none')}
        </span>
        <span className="pr-vip__next">
          {info.nextLabelName ? t('pr_vip_next', { name: info.nextLabelName }) : t('pr_vip_top')}
        </span>
        <strong className="pr-vip__percent" data-testid="vip-percent">
          {percent}%
        </strong>
      </div>
      <div
        className="pr-progress pr-progress--vip"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      {!full && info.conditions.length > 0 && (
        <ul className="pr-vip__conditions">
          {info.conditions.map((condition) => (
            <li key={condition.name}>
              <span>{t(`pr_vip_${condition.name}`)}</span>
              <span>
                {formatMoney(condition.current, style)} / {formatMoney(condition.required, style)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
