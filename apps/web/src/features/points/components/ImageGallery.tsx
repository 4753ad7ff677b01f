import { useState } from 'react';
import { GALLERY_LOOP_ABOVE } from '../rules';
import { useTranslation } from '../../../lib/i18n';

/**
 * A reward's pictures: one large image with previous / next and a thumbnail strip. The arrows
 * wrap around only when there are more than 5 images; with fewer they stop at the ends.
 */
export function ImageGallery({ images, alt }: { images: readonly string[]; alt: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <div className="pm-gallery pm-gallery--empty" aria-hidden="true" />;
  const loops = images.length > GALLERY_LOOP_ABOVE;
  const last = images.length - 1;
  const step = (by: number) =>
    setIndex((at) =>
      loops ? (at + by + images.length) % images.length : Math.min(last, Math.max(0, at + by)),
    );
  return (
    <div className="pm-gallery" data-testid="pm-gallery" data-index={index} data-loop={loops}>
      <div className="pm-gallery__main">
        <img src={images[index]} alt={alt} />
        {images.length > 1 && (
          <>
            <button
              type="button"
              className="pm-gallery__arrow pm-gallery__arrow--prev"
              aria-label={t('pm_gallery_prev')}
              disabled={!loops && index === 0}
              onClick={() => step(-1)}
              data-testid="pm-gallery-prev"
            >
              ‹
            </button>
            <button
              type="button"
              className="pm-gallery__arrow pm-gallery__arrow--next"
              aria-label={t('pm_gallery_next')}
              disabled={!loops && index === last}
              onClick={() => step(1)}
              data-testid="pm-gallery-next"
            >
              ›
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="pm-gallery__thumbs">
          {images.map((url, i) => (
            <li key={`${url}-${i}`}>
              <button
                type="button"
                className={`pm-gallery__thumb${i === index ? ' pm-gallery__thumb--on' : ''}`}
                aria-label={t('pm_gallery_image', { n: i + 1 })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={url} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
