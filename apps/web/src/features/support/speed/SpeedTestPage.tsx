import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Brand } from '../../../lib/ui/Brand';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { fetchDomainRoute } from '../api';
import {
  SPEED_INITIAL_DELAY_MS,
  SPEED_RETEST_LOADER_MS,
  domainOrigin,
  measureDomain,
  speedClass,
} from './speed';
import { useTranslation } from '../../../lib/i18n';
import '../support.css';

interface Line {
  domain: string;
  origin: string;
  /** null while measuring. */
  speed: number | null;
}

function SpeedIcon({ speed }: { speed: number }) {
  const level = speedClass(speed);
  const bars = level === 'fast' ? 3 : level === 'normal' ? 2 : level === 'slow' ? 1 : 0;
  return (
    <svg
      className={`speed-icon speed-icon--${level}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
    >
      {[0, 1, 2].map((bar) => (
        <rect
          key={bar}
          x={3 + bar * 7}
          y={16 - bar * 6}
          width="5"
          height={6 + bar * 6}
          rx="1.5"
          fill="currentColor"
          opacity={bar < bars ? 1 : 0.25}
        />
      ))}
      {level === 'down' && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2.5" />}
    </svg>
  );
}

/**
 * /speedtest: every route domain of the merchant with its measured answer time, a
 * coloured speed icon and an enter button; re-test, tip line and an 18+ footer.
 */
export function SpeedTestPage() {
  const { t } = useTranslation();
  usePageTitle(t('page_speedtest'));
  const routes = useQuery({
    queryKey: ['support', 'domainRoute'],
    queryFn: fetchDomainRoute,
    staleTime: 60_000,
  });
  const [shown, setShown] = useState(false);
  const [lines, setLines] = useState<Line[]>([]);
  const [loading, setLoading] = useState(false);
  const round = useRef(0);

  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), SPEED_INITIAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const measureAll = useCallback((targets: Line[]) => {
    const mine = ++round.current;
    setLines(targets.map((line) => ({ ...line, speed: null })));
    for (const line of targets) {
      void measureDomain(line.origin).then((speed) => {
        if (mine !== round.current) return;
        setLines((current) =>
          current.map((item) => (item.origin === line.origin ? { ...item, speed } : item)),
        );
      });
    }
  }, []);

  const domains = routes.data?.domainList;
  useEffect(() => {
    if (!shown || !domains) return;
    const targets: Line[] = [];
    for (const entry of domains) {
      const origin = domainOrigin(entry.domainName, window.location.protocol);
      if (origin && !targets.some((line) => line.origin === origin))
        targets.push({ domain: entry.domainName, origin, speed: null });
    }
    measureAll(targets);
  }, [shown, domains, measureAll]);

  const retest = () => {
    if (loading) return;
    setLoading(true);
    round.current++;
    window.setTimeout(() => {
      setLoading(false);
      measureAll(lines);
    }, SPEED_RETEST_LOADER_MS);
  };

  return (
    <div className="speedtest" data-testid="speedtest-page">
      <header className="speedtest__head">
        <Brand />
        <h1 className="speedtest__title">{t('page_speedtest')}</h1>
      </header>
      <main className="speedtest__main">
        {!shown || routes.isPending ? (
          <div className="speedtest__loader" aria-busy="true">
            <span className="splash__spinner" />
          </div>
        ) : routes.isError || lines.length === 0 ? (
          <p className="speedtest__empty">{t(routes.isError ? 'sup_chat_failed' : 'sup_speed_none')}</p>
        ) : (
          <ul
            className={`speedtest__list${loading ? ' speedtest__list--loading' : ''}`}
            data-testid="speed-list"
          >
            {lines.map((line) => {
              const level = line.speed === null ? null : speedClass(line.speed);
              return (
                <li
                  key={line.origin}
                  className="speed-line"
                  data-testid="speed-line"
                  data-domain={line.domain}
                  data-speed={level ?? 'testing'}
                >
                  <span className="speed-line__speed">
                    {line.speed === null || loading ? (
                      <span className="speed-line__testing">{t('sup_speed_testing')}</span>
                    ) : (
                      <>
                        <SpeedIcon speed={line.speed} />
                        <span className={`speed-line__label speed-line__label--${level}`}>
                          {t(`sup_speed_${level}`)}
                        </span>
                      </>
                    )}
                  </span>
                  <span className="speed-line__domain">{line.domain}</span>
                  <span className="speed-line__ms" data-testid="speed-ms">
                    {line.speed && !loading ? t('sup_speed_ms', { ms: line.speed }) : '--'}
                  </span>
                  <a className="btn btn--gold btn--sm" href={`${line.origin}/`} data-testid="speed-enter">
                    {t('sup_speed_enter')}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        {loading && (
          <div className="speedtest__overlay" data-testid="speed-loader" aria-busy="true">
            <span className="splash__spinner" />
          </div>
        )}
        <button
          type="button"
          className="btn btn--ghost speedtest__retest"
          onClick={retest}
          disabled={loading || !shown}
          data-testid="speed-retest"
        >
          {t('sup_speed_retest')}
        </button>
        <p className="speedtest__tip">{t('sup_speed_tip')}</p>
      </main>
      <footer className="speedtest__footer">
        <span className="age-badge" aria-hidden="true">
          18+
        </span>
        {t('footer_age_notice')}
      </footer>
    </div>
  );
}
