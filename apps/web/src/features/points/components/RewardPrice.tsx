import { POINTS_CURRENCY, isPositiveDecimal, type Reward } from '@platform/shared';
import { formatMoney } from '../../../lib/money/amounts';
import { useMoneyStyle } from '../../wallet';
import { offersPointsPlusMoney } from '../rules';
import { formatPoints } from './format';
import { useTranslation } from '../../../lib/i18n';

/** A reward's price: points, and/or points plus money when that way is offered. */
export function RewardPrice({ reward }: { reward: Reward }) {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const points = isPositiveDecimal(reward.price, POINTS_CURRENCY);
  const mixed = offersPointsPlusMoney(reward);
  return (
    <span className="pm-price" data-testid="pm-price">
      {points && (
        <span className="pm-price__points" data-testid="pm-price-points">
          {t('pm_price_points', { points: formatPoints(reward.price) })}
        </span>
      )}
      {points && mixed && <span className="pm-price__or">{t('pm_price_or')}</span>}
      {mixed && (
        <span className="pm-price__mixed" data-testid="pm-price-mixed">
          {t('pm_price_mixed', {
            points: formatPoints(reward.mpPointAmount),
            money: formatMoney(reward.mpMoneyAmount ?? '0', style),
          })}
        </span>
      )}
    </span>
  );
}
