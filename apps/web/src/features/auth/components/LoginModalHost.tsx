import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyWithTexts } from '../../../lib/lazy-page';
import { AUTH_TEXTS } from '../texts';
import { useQueryClient } from '@tanstack/react-query';
import { closeLoginModal, releasePasswordChange, useAuthUi } from '../auth-store';
import type { AuthNavigator, FlowDeps } from '../login-actions';
import { Modal } from '../../../lib/ui/Modal';
import { useTranslation } from '../../../lib/i18n';

// What the host shows opens only on demand, so its code downloads with the first opening.
const LoginBox = lazyWithTexts(() => import('./LoginBox').then((m) => m.LoginBox), [AUTH_TEXTS]);
const TwoFactorModal = lazyWithTexts(
  () => import('./TwoFactorModal').then((m) => m.TwoFactorModal),
  [AUTH_TEXTS],
);
const BindDialog = lazyWithTexts(() => import('./BindDialog').then((m) => m.BindDialog), [AUTH_TEXTS]);
const ForgotPasswordDialog = lazyWithTexts(
  () => import('./ForgotPasswordDialog').then((m) => m.ForgotPasswordDialog),
  [AUTH_TEXTS],
);

/**
 * Mounted once inside the router, beside the pages: the login modal, the two-factor modal and the bind and
 * forgot-password dialogs, opened through the auth store from anywhere in the app.
 */
export function LoginModalHost() {
  const { t } = useTranslation();
  const ui = useAuthUi();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The flows ask for the page they are on when they finish, after any navigation since.
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);
  const navigator: AuthNavigator = useMemo(
    () => ({
      navigate: (to: string) => void navigate(to),
      pathname: () => currentPath.current,
    }),
    [navigate],
  );
  const deps: FlowDeps = useMemo(() => ({ queryClient, navigator }), [queryClient, navigator]);

  // The /login page has its own box; a held password change also shows there.
  const onLoginPage = pathname === '/login';
  const showModal = !onLoginPage && (ui.modalOpen || ui.passwordChange !== null);

  const close = () => {
    if (ui.passwordChange) {
      const { token } = ui.passwordChange.login;
      void import('../api/auth').then((m) => m.dropHeldLogin(token));
      releasePasswordChange();
    }
    closeLoginModal();
  };

  return (
    <Suspense fallback={null}>
      {showModal && (
        <Modal title={t('login')} onClose={close} testId="login-modal" closeLabel={t('close')}>
          <LoginBox navigator={navigator} next={ui.next} variant="modal" />
        </Modal>
      )}
      {ui.twoFactor && (
        <TwoFactorModal key={ui.twoFactor.challenge.ticket} pending={ui.twoFactor} deps={deps} />
      )}
      {ui.bind && <BindDialog pending={ui.bind} navigator={navigator} />}
      {ui.forgotOpen && <ForgotPasswordDialog />}
    </Suspense>
  );
}
