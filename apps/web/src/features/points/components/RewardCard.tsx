import type { Reward } from '@platform/shared';
import { RewardPrice } from './RewardPrice';
import { useTranslation } from '../../../lib/i18n';

/** One reward of the mall: picture, name, price, stock, and the redeem and detail buttons. */
export function RewardCard({
  reward,
  onRedeem,
  onDetail,
}: {
  reward: Reward;
  onRedeem(): void;
  onDetail(): void;
}) {
  const { t } = useTranslation();
  const soldOut = reward.inventory <= 0;
  return (
    <li className="pm-card" data-testid="pm-card" data-id={reward.id} data-type={reward.type}>
      <button type="button" className="pm-card__art" onClick={onDetail} aria-label={reward.name}>
        {reward.imageLink ? <img src={reward.imageLink} alt="" loading="lazy" /> : null}
        {soldOut && <span className="pm-card__badge">{t('pm_sold_out')}</span>}
      </button>
      <div className="pm-card__body">
        <h3 className="pm-card__name" data-testid="pm-card-name">
          {reward.name}
        </h3>
        <RewardPrice reward={reward} />
        <span className="pm-card__stock" data-testid="pm-card-stock">
          {soldOut ? t('pm_sold_out') : t('pm_stock', { n: reward.inventory })}
        </span>
        <div className="pm-card__actions">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={onDetail}
            data-testid="pm-card-detail"
          >
            {t('pm_details')}
          </button>
          <button
            type="button"
            className="btn btn--gold btn--sm"
            onClick={onRedeem}
            data-testid="pm-card-redeem"
          >
            {t('pm_redeem')}
          </button>
        </div>
      </div>
    </li>
  );
}
