import { useTranslation } from '../../../lib/i18n';

export function LoadingState({ testId = 'adm-loading' }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="adm-state" aria-busy="true" data-testid={testId}>
      <span className="splash__spinner adm-state__spinner" aria-hidden="true" />
      <span>{t('adm_loading')}</span>
    </div>
  );
}

export function EmptyState({ message, testId = 'adm-empty' }: { message?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="adm-state adm-state--empty" data-testid={testId}>
      {message ?? t('adm_empty')}
    </div>
  );
}

export function ErrorState({ onRetry, testId = 'adm-error' }: { onRetry?: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="adm-state adm-state--error" role="alert" data-testid={testId}>
      <span>{t('adm_load_failed')}</span>
      {onRetry && (
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--sm" onClick={onRetry}>
          {t('adm_retry')}
        </button>
      )}
    </div>
  );
}
