import { PENDING_FIREBASE_KEY, PENDING_TELEGRAM_KEY } from '../../register';
import {
  closeBind,
  closeLoginModal,
  openLoginModal,
  setFirebaseBind,
  setTelegramBind,
  type PendingBind,
} from '../auth-store';
import type { AuthNavigator } from '../login-actions';
import { Modal } from '../../../lib/ui/Modal';
import { useTranslation } from '../../../lib/i18n';

/**
 * The third-party bind dialog: log in with an existing account (the next username
 * login carries the sign-in and binds it), or register a new one, offered only when the
 * merchant creates accounts for sign-ins automatically or lets them register by hand.
 */
export function BindDialog({ pending, navigator }: { pending: PendingBind; navigator: AuthNavigator }) {
  const { t } = useTranslation();
  const canRegister = pending.offer.autoCreate || pending.offer.manualRegister;

  const existing = () => {
    // One sign-in rides along at a time: the one this dialog is about.
    setFirebaseBind('firebase' in pending ? pending.firebase : null);
    setTelegramBind('telegramAuth' in pending ? pending.telegramAuth : null);
    closeBind();
    if (navigator.pathname() !== '/login') openLoginModal();
  };

  const register = () => {
    try {
      sessionStorage.removeItem(PENDING_FIREBASE_KEY);
      sessionStorage.removeItem(PENDING_TELEGRAM_KEY);
      if ('firebase' in pending)
        sessionStorage.setItem(PENDING_FIREBASE_KEY, JSON.stringify(pending.firebase));
      else sessionStorage.setItem(PENDING_TELEGRAM_KEY, JSON.stringify(pending.telegramAuth));
    } catch {
      // Without storage the register page cannot pick the sign-in up; it registers without it.
    }
    closeBind();
    closeLoginModal();
    navigator.navigate('/register');
  };

  return (
    <Modal title={t('auth_bind_title')} onClose={closeBind} testId="bind-dialog" closeLabel={t('close')}>
      <p className="auth-note auth-note--center">{t('auth_bind_message')}</p>
      <div className="auth-actions">
        <button type="button" className="btn btn--ghost" onClick={existing} data-testid="bind-existing">
          {t('auth_bind_existing')}
        </button>
        {canRegister && (
          <button type="button" className="btn btn--gold" onClick={register} data-testid="bind-register">
            {t('auth_bind_register')}
          </button>
        )}
      </div>
    </Modal>
  );
}
