import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { GAME_TYPES, type GameType } from '@platform/shared';
import { getToken } from '../../../lib/session';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { requestBalanceRefresh } from '../../wallet';
import { launchUrl, logoutGame } from '../api/games';
import { useLaunchDeps } from '../hooks/useGameLauncher';
import {
  handleLaunchError,
  mayLaunch,
  requestLaunch,
  type LaunchTarget,
  type SeamlessState,
} from '../launch';
import { useTranslation } from '../../../lib/i18n';
import '../games.css';

function positive(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The game named by the query of /seamless and /trial. */
export function targetFromQuery(params: URLSearchParams): LaunchTarget {
  const type = params.get('gameType')?.toUpperCase() ?? 'RNG';
  return {
    gameType: (GAME_TYPES as readonly string[]).includes(type) ? (type as GameType) : 'RNG',
    vendor: params.get('vendor') ?? '',
    gameId: positive(params.get('gameId')),
    nodeId: positive(params.get('nodeId')),
  };
}

/** Thrown when the person was already told why the launch cannot happen. */
const TOLD = Symbol('told');

/** Seamless pages mounted now; StrictMode remounts must not count as leaving. */
let mountedSeamless = 0;

/**
 * Leaving in-page play while logged in ends the vendor session (a transfer wallet moves back),
 * then the balances shown are refreshed.
 */
function useGameLogoutOnLeave(vendor: string, active: boolean) {
  useEffect(() => {
    if (!active) return;
    mountedSeamless++;
    const leave = () => {
      if (!getToken()) return;
      void logoutGame(vendor || undefined)
        .catch(() => undefined)
        .finally(requestBalanceRefresh);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      mountedSeamless--;
      setTimeout(() => {
        if (mountedSeamless === 0) leave();
      }, 0);
    };
  }, [vendor, active]);
}

/**
 * Makes the frame fill the window below its own top edge and above the phone's tab bar, so no
 * part of the game (its spin button sits at the bottom) is under the bar.
 */
function useFillHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      // Hidden (display: none) above phone widths: its height is then 0.
      const tabBar = document.querySelector('.tab-bar')?.getBoundingClientRect().height ?? 0;
      setHeight(Math.max(360, Math.floor(window.innerHeight - top - window.scrollY - tabBar - 8)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, height };
}

/**
 * In-page play (/seamless) and free play (/trial): the game's frame under a back button. A launch
 * made by the lobby hands over its address in history state; a reload launches again.
 */
export function SeamlessPage({ mode }: { mode: 'seamless' | 'trial' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const deps = useLaunchDeps();
  const target = targetFromQuery(params);
  const handed = (location.state as Partial<SeamlessState> | null)?.gameUrl;
  const frame = useFillHeight<HTMLDivElement>();
  usePageTitle(t(mode === 'trial' ? 'page_trial' : 'page_seamless'));
  useGameLogoutOnLeave(target.vendor, mode === 'seamless');

  // A query, not an effect: it runs once per game in the address however often the page mounts.
  const key = params.toString();
  const launch = useQuery({
    queryKey: ['games', 'launch', mode, key],
    queryFn: async (): Promise<string> => {
      if (mode === 'seamless' && !mayLaunch(target, deps)) throw TOLD;
      const next =
        mode === 'trial'
          ? launchUrl(
              await deps.trial({ gameId: target.gameId ?? undefined, nodeId: target.nodeId ?? undefined }),
            )
          : await requestLaunch(target, deps);
      if (!next) throw { code: 'game_maintenance', message: '', status: 200, value: null };
      return next;
    },
    enabled: !handed,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
  const error = launch.error as unknown;
  useEffect(() => {
    if (error && error !== TOLD) handleLaunchError(error, deps);
    // Told once per failure, not again when the dependencies' identities change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  const url = handed ?? launch.data ?? null;
  const failed = launch.isError;

  const back = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/electron');
  };

  return (
    <section className="gm-play" data-testid={mode === 'trial' ? 'trial-page' : 'seamless-page'}>
      <div className="gm-play__bar">
        <button type="button" className="btn btn--ghost btn--sm" onClick={back} data-testid="seamless-back">
          ‹ {t('gm_back')}
        </button>
        {mode === 'trial' && <span className="gm-play__note">{t('gm_trial_note')}</span>}
      </div>
      <div
        className="gm-play__stage"
        ref={frame.ref}
        style={frame.height ? { height: frame.height } : undefined}
      >
        {url ? (
          <iframe
            className="gm-play__frame"
            src={url}
            title={t(mode === 'trial' ? 'page_trial' : 'page_seamless')}
            allow="autoplay; fullscreen"
            allowFullScreen
            data-testid="game-frame"
          />
        ) : (
          <p className="gm-muted gm-play__status" role="status">
            {failed ? t('gm_launch_failed') : t('gm_launching')}
          </p>
        )}
      </div>
    </section>
  );
}
