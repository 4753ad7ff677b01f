import { useEffect } from 'react';
import type { LanguageCode, SystemStatus } from '@platform/shared';
import { loadShellTexts, type UiDictionary } from '../../../lib/i18n/ui';
import { currentLanguage, localeOf, useTranslation } from '../../../lib/i18n';
import { useSettings } from '../../../lib/settings/useSettings';
import { usableCustomerService } from '../../../lib/settings/api';
import { openCustomerService, pickCustomerService } from '../../customer-service';
import { LanguageSwitch } from '../../layout';
import { Brand } from '../../../lib/ui/Brand';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { ROBOTS_NOINDEX, applyRobotsMeta, setRobotsMeta } from '../../../lib/robots';

/** A maintenance or block notice must never be indexed in place of the real page. */
function useNoIndexWhileShown(): void {
  useEffect(() => {
    setRobotsMeta(document, ROBOTS_NOINDEX);
    return () => {
      applyRobotsMeta(document, window.location.host, window.location.pathname);
    };
  }, []);
}

/** The page speaks Thai, Japanese and Chinese whatever the choice, after the chosen language. */
const ALWAYS_SHOWN: readonly LanguageCode[] = ['TH', 'JA', 'CN'];

const noticeTexts: Partial<Record<LanguageCode, UiDictionary>> = {};

/** Downloads the shell texts of the languages the notice always speaks; the page waits for them. */
export async function loadNoticeTexts(): Promise<void> {
  await Promise.all(
    ALWAYS_SHOWN.map(async (language) => {
      noticeTexts[language] ??= await loadShellTexts(language);
    }),
  );
}

export function formatMaintenanceEnd(end: number, language: LanguageCode): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(end);
}

function ShieldIcon({ region }: { region: boolean }) {
  return (
    <svg className="status-page__icon" viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="3" opacity="0.35" />
      {region ? (
        <path
          fill="currentColor"
          d="M32 12 16 18v12c0 10.5 6.8 19.6 16 22 9.2-2.4 16-11.5 16-22V18l-16-6Zm-7.1 16.7 2.8-2.8L32 30.2l4.3-4.3 2.8 2.8-4.3 4.3 4.3 4.3-2.8 2.8-4.3-4.3-4.3 4.3-2.8-2.8 4.3-4.3-4.3-4.3Z"
        />
      ) : (
        <path
          fill="currentColor"
          d="M43.6 16.4a9 9 0 0 0-11.9 11.2L16 43.3a3.2 3.2 0 0 0 4.5 4.5l15.7-15.7a9 9 0 0 0 11.2-11.9l-5.4 5.4-4.6-1-1-4.6 5.4-5.4-.2-.1Z"
        />
      )}
    </svg>
  );
}

export function MaintenancePage({ status }: { status: SystemStatus }) {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const language = currentLanguage();
  const region = status.permission === 'REGION_RESTRICTED';
  const titleKey = region ? 'access_denied_title' : 'maintenance_title';
  const descKey = region ? 'access_denied_desc' : 'maintenance_desc';
  const others = ALWAYS_SHOWN.filter((code) => code !== language);
  const entry = pickCustomerService(usableCustomerService(settings));
  usePageTitle(t(titleKey));
  useNoIndexWhileShown();

  return (
    <div
      className="status-page"
      data-testid="maintenance-page"
      data-permission={status.permission}
      lang={localeOf(language)}
    >
      <div className="status-page__top">
        <Brand className="brand brand--quiet" />
        <LanguageSwitch compact />
      </div>
      <div className="status-page__card">
        <ShieldIcon region={region} />
        <h1 className="status-page__title" data-testid="maintenance-title">
          {t(titleKey)}
        </h1>
        <p className="status-page__desc">{t(descKey)}</p>
        {!region && status.message && <p className="status-page__note">{status.message}</p>}
        {!region && status.maintenanceEnd !== null && (
          <p className="status-page__meta" data-testid="maintenance-end">
            {t('maintenance_until', { time: formatMaintenanceEnd(status.maintenanceEnd, language) })}
          </p>
        )}
        {region && (
          <p className="status-page__meta" data-testid="visitor-ip">
            {t('your_ip', { ip: status.ip })}
          </p>
        )}
        <button
          type="button"
          className="btn btn--gold status-page__cta"
          data-testid="contact-service"
          disabled={!entry}
          onClick={() => openCustomerService(entry)}
        >
          {t('contact_service')}
        </button>
        <ul className="status-page__translations" data-testid="maintenance-translations">
          {others.map((code) => {
            const texts = noticeTexts[code];
            if (!texts) return null;
            return (
              <li key={code} lang={localeOf(code)} data-lang={code}>
                <strong>{texts[titleKey]}</strong>
                <span>{texts[descKey]}</span>
                {region && <span>{texts.your_ip.replace('{{ip}}', status.ip)}</span>}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
