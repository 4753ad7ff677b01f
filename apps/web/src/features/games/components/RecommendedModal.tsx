import { useCallback, useState } from 'react';
import { RECOMMENDED_PER_SLIDE, type RecommendedGame, type RecommendedValue } from '@platform/shared';
import { Modal } from '../../../lib/ui/Modal';
import { dialogs } from '../../../lib/dialog-store';
import { fetchRecommended } from '../api/games';
import { useLaunchDeps } from '../hooks/useGameLauncher';
import { formatMaintenanceTime, isMaintenance, showMaintenance, startGame } from '../launch';
import { GameArt } from './GameArt';
import { useTranslation } from '../../../lib/i18n';
import '../games.css';

/** Splits the list into slides of 12. */
export function slidesOf<T>(list: readonly T[], size = RECOMMENDED_PER_SLIDE): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < list.length; i += size) slides.push(list.slice(i, i + size));
  return slides;
}

/** Recommended-games modal: 12 a slide, arrows, close, maintenance notice. */
export function RecommendedModal({ value, onClose }: { value: RecommendedValue; onClose: () => void }) {
  const { t } = useTranslation();
  const deps = useLaunchDeps();
  const slides = slidesOf(value.list);
  const [slide, setSlide] = useState(0);
  const current = slides[Math.min(slide, slides.length - 1)] ?? [];
  const play = (game: RecommendedGame) => {
    onClose();
    void startGame({ gameId: game.id, vendor: game.vendor, gameType: game.gameType }, deps);
  };
  const maintenance = value.maintenance;
  return (
    <Modal
      title={t('gm_recommended_title')}
      onClose={onClose}
      size="wide"
      testId="recommended-modal"
      closeLabel={t('gm_close')}
    >
      {isMaintenance(maintenance) && (
        <p className="gm-maint-notice" role="status" data-testid="recommended-maintenance">
          <strong>{maintenance.message || t('vendor_under_maintenance')}</strong>{' '}
          {t('gm_maint_range', {
            start: formatMaintenanceTime(maintenance.startTime),
            end: formatMaintenanceTime(maintenance.endTime),
          })}
        </p>
      )}
      <div className="gm-slider">
        <button
          type="button"
          className="gm-slider__arrow"
          aria-label={t('gm_prev')}
          disabled={slide <= 0}
          onClick={() => setSlide((s) => Math.max(0, s - 1))}
          data-testid="recommended-prev"
        >
          ‹
        </button>
        <ul className="gm-slider__slide" data-testid="recommended-slide">
          {current.map((game) => {
            const name = game.gameName || game.displayName;
            return (
              <li key={game.id}>
                <button
                  type="button"
                  className="gm-rec"
                  onClick={() => play(game)}
                  data-testid="recommended-game"
                >
                  <GameArt src={game.iconUrl} name={name} className="gm-rec__art" />
                  <span className="gm-rec__name">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="gm-slider__arrow"
          aria-label={t('gm_next')}
          disabled={slide >= slides.length - 1}
          onClick={() => setSlide((s) => Math.min(slides.length - 1, s + 1))}
          data-testid="recommended-next"
        >
          ›
        </button>
      </div>
      {slides.length > 1 && (
        <p className="gm-muted gm-slider__count" data-testid="recommended-count">
          {t('gm_slide_of', { current: slide + 1, total: slides.length })}
        </p>
      )}
    </Modal>
  );
}

/**
 * Loads the recommended games and shows the modal when there are some; an empty list shows the
 * maintenance message and time range in a warning instead. Closing clears list and maintenance.
 */
export function useRecommended() {
  const { t } = useTranslation();
  const deps = useLaunchDeps();
  const [value, setValue] = useState<RecommendedValue | null>(null);
  const [loading, setLoading] = useState(false);
  const open = useCallback(
    async (vassalage?: string) => {
      setLoading(true);
      try {
        const answer = await fetchRecommended(vassalage);
        if (answer.list?.length) setValue(answer);
        else if (answer.maintenance) showMaintenance(deps, answer.maintenance);
        else
          dialogs.open({
            kind: 'warning',
            message: t('in_no_data'),
            actions: [{ label: t('in_increase_submit'), primary: true }],
          });
      } catch {
        dialogs.open({
          kind: 'warning',
          message: t('gm_load_failed'),
          actions: [{ label: t('in_increase_submit'), primary: true }],
        });
      } finally {
        setLoading(false);
      }
    },
    [deps, t],
  );
  const element = value ? <RecommendedModal value={value} onClose={() => setValue(null)} /> : null;
  return { open, loading, element };
}
