import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_NOTICE_GROUP, type Promotion } from '@platform/shared';
import { PageShell } from '../../../lib/ui/PageShell';
import { formatMoney } from '../../../lib/money/amounts';
import { useMoneyStyle } from '../../wallet';
import { DEFAULT_AUTOPLAY_MS } from '../banner-rules';
import { HASH_SCROLL_DELAY_MS, promotionAnchor, promotionIdOf, scrollToPromotion } from '../hash-scroll';
import { useCategories, usePromotion, usePromotionList } from '../hooks/usePromotions';
import { BannerCarousel } from './BannerCarousel';
import { PromotionDetail } from './PromotionDetail';
import { ReferralEntry } from './ReferralEntry';
import { useTranslation } from '../../../lib/i18n';
import '../promotion.css';

function PromotionCard({ promotion, onOpen }: { promotion: Promotion; onOpen: () => void }) {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const image = promotion.announcementImages[0]?.url;
  return (
    <li
      id={promotionAnchor(promotion.id)}
      className="pr-card"
      data-testid="promotion-card"
      data-id={promotion.id}
    >
      <button type="button" className="pr-card__button" onClick={onOpen}>
        <span className="pr-card__art">
          {image ? (
            <img src={image} alt="" loading="lazy" />
          ) : (
            <span className="pr-card__type">{t(`pr_type_${promotion.promotionType}`)}</span>
          )}
        </span>
        <span className="pr-card__body">
          <span className="pr-card__title">{promotion.title}</span>
          <span className="pr-card__meta">
            <span className="pr-card__tag">{t(`pr_type_${promotion.promotionType}`)}</span>
            <span>{t('pr_bonus_up_to', { amount: formatMoney(promotion.bonusAmount, style) })}</span>
          </span>
          <span className="pr-card__date">{promotion.startDateStr}</span>
          {promotion.applyStatus && (
            <span
              className={`pr-status pr-status--${promotion.applyStatus}`}
              data-testid="promotion-card-status"
            >
              {t(`pr_status_${promotion.applyStatus}`)}
            </span>
          )}
        </span>
        <span className="pr-card__more">{t('pr_details')}</span>
      </button>
    </li>
  );
}

/**
 * /promotions (hash = promotion id: scroll to it and open it) and /promotion?id (opens that
 * promotion's popup). The list is polled every 5 minutes.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = usePromotionList(categoryId);
  const categories = useCategories();
  const promotions = list.data?.list ?? [];
  // A promotion not in the loaded list (another category, or opened by id) is read on its own.
  const inList = promotions.find((p) => p.id === openId) ?? null;
  const single = usePromotion(openId !== null && !inList && list.isSuccess ? openId : null);
  const open = inList ?? single.data ?? null;

  const byQuery = location.pathname === '/promotion' ? promotionIdOf(params.get('id')) : null;
  useEffect(() => {
    if (byQuery) setOpenId(byQuery);
  }, [byQuery]);

  const handledHash = useRef<string | null>(null);
  const hashId = promotionIdOf(location.hash);
  useEffect(() => {
    if (!hashId || !list.isSuccess || handledHash.current === location.key) return;
    handledHash.current = location.key;
    const timer = setTimeout(() => {
      scrollToPromotion(hashId);
      setOpenId(hashId);
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hashId, list.isSuccess, location.key]);

  const close = () => {
    setOpenId(null);
    if (byQuery) void navigate('/promotions', { replace: true });
  };

  return (
    <PageShell title={t('page_promotions')} testId="promotions-page">
      <BannerCarousel groupName={DEFAULT_NOTICE_GROUP} autoplayMs={DEFAULT_AUTOPLAY_MS} />
      <div className="pr-referral-bar">
        <ReferralEntry />
      </div>
      {(categories.data?.length ?? 0) > 0 && (
        <div className="pr-tabs" role="tablist" aria-label={t('pr_categories')}>
          <button
            type="button"
            role="tab"
            aria-selected={categoryId === null}
            className={`pr-tabs__tab${categoryId === null ? ' pr-tabs__tab--on' : ''}`}
            onClick={() => setCategoryId(null)}
          >
            {t('pr_all')}
          </button>
          {categories.data!.map((category) => (
            <button
              key={category.categoryId}
              type="button"
              role="tab"
              aria-selected={categoryId === category.categoryId}
              className={`pr-tabs__tab${categoryId === category.categoryId ? ' pr-tabs__tab--on' : ''}`}
              onClick={() => setCategoryId(category.categoryId)}
            >
              {category.name}
              <span className="pr-tabs__count">{category.count}</span>
            </button>
          ))}
        </div>
      )}
      {list.isPending ? (
        <p className="pr-empty">{t('loading')}</p>
      ) : list.isError ? (
        <p className="pr-empty" role="alert">
          {t('pr_load_failed')}
        </p>
      ) : promotions.length === 0 ? (
        <p className="pr-empty" data-testid="promotions-empty">
          {t('in_no_data')}
        </p>
      ) : (
        <ul className="pr-list" data-testid="promotion-list">
          {promotions.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} onOpen={() => setOpenId(promotion.id)} />
          ))}
        </ul>
      )}
      {open && <PromotionDetail key={open.id} promotion={open} onClose={close} />}
    </PageShell>
  );
}
