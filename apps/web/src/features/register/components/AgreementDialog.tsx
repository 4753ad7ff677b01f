import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';

const CLAUSES = ['reg_terms_1', 'reg_terms_2', 'reg_terms_3', 'reg_terms_4', 'reg_terms_5'] as const;

/** The terms a new member accepts; agreeing ticks the box on the form. */
export function AgreementDialog({
  merchantName,
  onAgree,
  onClose,
}: {
  merchantName: string;
  onAgree: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const agreeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    agreeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div className="dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className="dialog agreement"
        role="dialog"
        aria-modal="true"
        aria-labelledby="agreement-title"
        data-testid="agreement-dialog"
      >
        <h2 className="dialog__title" id="agreement-title">
          {t('reg_terms_title')}
        </h2>
        <div className="agreement__body">
          <p>{t('reg_terms_intro', { name: merchantName })}</p>
          <ol>
            {CLAUSES.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ol>
        </div>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('close')}
          </button>
          <button
            type="button"
            ref={agreeRef}
            className="btn btn--gold"
            data-testid="agreement-accept"
            onClick={() => {
              onAgree();
              onClose();
            }}
          >
            {t('reg_terms_accept')}
          </button>
        </div>
      </div>
    </div>
  );
}
