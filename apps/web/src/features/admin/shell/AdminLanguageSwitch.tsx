import { LANGUAGE_LABEL, isShippedLanguage } from '@platform/shared';
import { changeLanguage, currentLanguage, useTranslation } from '../../../lib/i18n';
import { useSettings } from '../../../lib/settings/useSettings';
import { merchantLanguages } from '../../../lib/i18n/languages';

/**
 * The site's languages for the back office. Unlike the player header it does not store the
 * choice on a member account: operators have none.
 */
export function AdminLanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { data: settings } = useSettings();
  const options = merchantLanguages(settings?.languages);
  return (
    <label className="adm-lang">
      <span className="visually-hidden">{t('adm_language')}</span>
      <select
        data-testid="language-switch"
        className="adm-input adm-input--compact"
        value={currentLanguage()}
        lang={i18n.language}
        onChange={(event) => {
          const next = event.target.value;
          if (isShippedLanguage(next)) void changeLanguage(next);
        }}
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
