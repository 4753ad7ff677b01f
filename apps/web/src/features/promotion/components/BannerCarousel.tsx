import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Banner } from '@platform/shared';
import { getSessionSnapshot } from '../../../lib/session';
import { startGame } from '../../games';
import { useLaunchDeps } from '../../games';
import { useBanners } from '../../message';
import { bannerTarget, shouldAutoplay, stepSlide } from '../banner-rules';
import { useTranslation } from '../../../lib/i18n';
import '../promotion.css';

/** A G banner names the game by vendor and node; the launcher finds its type itself. */
function gameTargetOf(banner: Banner) {
  const nodeId = Number(banner.nodeId);
  return {
    nodeId: Number.isFinite(nodeId) && nodeId > 0 ? nodeId : null,
    vendor: banner.vendor ?? '',
    gameType: 'RNG' as const,
  };
}

/** The slides of one carousel: autoplay only with more than one banner, looping. */
export function BannerSlides({
  banners,
  autoplayMs,
  onOpen,
  testId = 'banner-carousel',
}: {
  banners: readonly Banner[];
  autoplayMs: number;
  onOpen: (banner: Banner) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const autoplay = shouldAutoplay(count) && !paused;
  const current = count ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(() => setIndex((value) => stepSlide(value, 1, count)), autoplayMs);
    return () => clearInterval(timer);
  }, [autoplay, autoplayMs, count]);

  if (!count) return null;
  return (
    <section
      className="pr-carousel"
      aria-roledescription="carousel"
      aria-label={t('pr_banners')}
      data-testid={testId}
      data-autoplay={shouldAutoplay(count) ? autoplayMs : 0}
      data-index={current}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="pr-carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {banners.map((banner, i) => (
          <button
            key={banner.bannerId}
            type="button"
            className="pr-carousel__slide"
            aria-hidden={i !== current}
            tabIndex={i === current ? 0 : -1}
            data-testid="banner-slide"
            data-linkage-type={banner.linkageType}
            onClick={() => onOpen(banner)}
          >
            <img src={banner.url} alt={banner.title} loading={i === 0 ? 'eager' : 'lazy'} />
          </button>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="pr-carousel__arrow pr-carousel__arrow--prev"
            aria-label={t('pr_prev')}
            onClick={() => setIndex(stepSlide(current, -1, count))}
          >
            ‹
          </button>
          <button
            type="button"
            className="pr-carousel__arrow pr-carousel__arrow--next"
            aria-label={t('pr_next')}
            onClick={() => setIndex(stepSlide(current, 1, count))}
          >
            ›
          </button>
          <div className="pr-carousel__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.bannerId}
                type="button"
                className={`pr-carousel__dot${i === current ? ' pr-carousel__dot--on' : ''}`}
                aria-label={t('pr_slide', { n: i + 1 })}
                aria-current={i === current}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** The carousel of one banner group, read from the server, with the click rules of banner-rules. */
export function BannerCarousel({ groupName, autoplayMs }: { groupName: string; autoplayMs: number }) {
  const { banners } = useBanners(groupName);
  const navigate = useNavigate();
  const deps = useLaunchDeps();
  const open = (banner: Banner) => {
    const session = getSessionSnapshot();
    const target = bannerTarget(banner, {
      origin: window.location.origin,
      username: session.token ? session.account : null,
      now: Date.now(),
    });
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
    else if (target.kind === 'route') void navigate(target.to);
    else if (target.kind === 'game') void startGame(gameTargetOf(banner), deps);
  };
  return (
    <BannerSlides
      banners={banners}
      autoplayMs={autoplayMs}
      onOpen={open}
      testId={`banner-carousel-${groupName}`}
    />
  );
}
