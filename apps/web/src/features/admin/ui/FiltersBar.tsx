import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';

/**
 * The filters above a list. Fields are edited as a draft and applied with Search (or Enter),
 * so a list is not refetched on every key press.
 */
export function FiltersBar({
  children,
  onApply,
  onReset,
  testId = 'adm-filters',
}: {
  children: ReactNode;
  onApply: () => void;
  onReset?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className="adm-filters" onSubmit={submit} data-testid={testId} role="search">
      <div className="adm-filters__fields">{children}</div>
      <div className="adm-filters__actions">
        <button
          type="submit"
          className="adm-btn adm-btn--primary adm-btn--sm"
          data-testid={`${testId}-apply`}
        >
          {t('adm_search')}
        </button>
        {onReset && (
          <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={onReset}>
            {t('adm_reset')}
          </button>
        )}
      </div>
    </form>
  );
}
