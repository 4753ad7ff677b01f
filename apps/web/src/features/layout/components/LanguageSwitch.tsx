import { useEffect, useState } from 'react';
import { merchantLanguages } from '../../../lib/i18n/languages';
import { LANGUAGE_LABEL, isShippedLanguage } from '@platform/shared';
import { useSettings } from '../../../lib/settings/useSettings';
import { changeLanguage, currentLanguage, useTranslation } from '../../../lib/i18n';
import { updateServerLanguage } from '../../session';

/** The switch's label follows a change of language this long after it (spec: 100 ms). */
export const LANGUAGE_LABEL_DELAY_MS = 100;

/**
 * The language the switch shows: the current language, 100 ms after it changed (whatever changed
 * it: this switch, the member's language at login, another tab). A language picked here shows at
 * once until then.
 */
function useLanguageLabel(language: string) {
  const [label, setLabel] = useState(language);
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (label === language) return;
    const timer = setTimeout(() => setLabel(language), LANGUAGE_LABEL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [label, language]);
  useEffect(() => {
    if (picked !== null && picked === label) setPicked(null);
  }, [picked, label]);
  return { shown: picked ?? label, pick: setPicked };
}

/** The merchant's languages that this build ships, in the merchant's order. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { data: settings } = useSettings();
  const options = merchantLanguages(settings?.languages);
  const { shown, pick } = useLanguageLabel(currentLanguage());
  const onChange = (next: string) => {
    if (!isShippedLanguage(next)) return;
    pick(next);
    void changeLanguage(next)
      .then(() => updateServerLanguage(next))
      .catch(() => pick(null));
  };
  return (
    <label className={compact ? 'lang-switch lang-switch--compact' : 'lang-switch'}>
      <span className="visually-hidden">{t('language')}</span>
      <svg className="lang-switch__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4a13.8 13.8 0 0 1 1.9 4h-3.8A13.8 13.8 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8 8Zm4 12a13.8 13.8 0 0 1-1.9-4h3.8A13.8 13.8 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6a15.7 15.7 0 0 0 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
        />
      </svg>
      <select
        data-testid="language-switch"
        value={shown}
        lang={i18n.language}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_LABEL[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
