import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';

/** After a centre panel has loaded, its loader stays this long before it hides. */
export const CENTRE_LOADER_HIDE_MS = 500;
/** However the loading goes, the loader hides this long after the panel opened. */
export const CENTRE_LOADER_SAFETY_MS = 3000;

/** Mounts only once everything before it in the same Suspense boundary has loaded. */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  useEffect(() => onLoaded(), [onLoaded]);
  return null;
}

function PanelBody({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(true);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The safety: a panel whose code never arrives does not keep its loader forever.
  useEffect(() => {
    const safety = setTimeout(() => setLoading(false), CENTRE_LOADER_SAFETY_MS);
    return () => {
      clearTimeout(safety);
      clearTimeout(hideTimer.current);
    };
  }, []);

  const onLoaded = useCallback(() => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setLoading(false), CENTRE_LOADER_HIDE_MS);
  }, []);

  return (
    <div className="centre-panel" aria-busy={loading || undefined}>
      <Suspense fallback={null}>
        {children}
        <Loaded onLoaded={onLoaded} />
      </Suspense>
      {loading && (
        <div className="centre-panel__loader" role="status" data-testid="centre-loader">
          <span className="splash__spinner" />
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      )}
    </div>
  );
}

/**
 * A member- or agent-centre panel: it opens with its loader over it, loads, and the loader hides
 * 500 ms after the panel has loaded, or 3 s after opening if loading never finishes. Opening
 * another panel (a new panelKey) starts over.
 */
export function CentrePanel({ panelKey, children }: { panelKey: string; children: ReactNode }) {
  return <PanelBody key={panelKey}>{children}</PanelBody>;
}
