import type { Reward } from '@platform/shared';
import { Modal } from '../../../lib/ui/Modal';
import { rewardImages } from './format';
import { ImageGallery } from './ImageGallery';
import { RewardPrice } from './RewardPrice';
import { useTranslation } from '../../../lib/i18n';

/** The reward's own dialog: its picture gallery, price, stock and description. */
export function CommodityDialog({
  reward,
  onRedeem,
  onClose,
}: {
  reward: Reward;
  onRedeem(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const soldOut = reward.inventory <= 0;
  return (
    <Modal size="wide" title={reward.name} onClose={onClose} closeLabel={t('close')} testId="pm-commodity">
      <div className="pm-commodity">
        <ImageGallery images={rewardImages(reward)} alt={reward.name} />
        <div className="pm-commodity__info">
          <RewardPrice reward={reward} />
          <p className="pm-card__stock">
            {soldOut ? t('pm_sold_out') : t('pm_stock', { n: reward.inventory })}
          </p>
          {reward.description && (
            <>
              <h3 className="pm-commodity__heading">{t('pm_description')}</h3>
              <p className="pm-commodity__text" data-testid="pm-commodity-description">
                {reward.description}
              </p>
            </>
          )}
          <button
            type="button"
            className="btn btn--gold"
            onClick={onRedeem}
            data-testid="pm-commodity-redeem"
          >
            {t('pm_redeem')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
