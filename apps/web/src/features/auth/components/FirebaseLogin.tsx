import { useState } from 'react';
import type { FirebasePopupChannel } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { localeOf, useTranslation } from '../../../lib/i18n';
import { firebaseLogin } from '../api/auth';
import { firebaseProblem } from '../firebase/errors';
import { loadFirebaseSdk, popupIdToken, sdkOf, type FirebaseSdkLoader } from '../firebase/sdk';
import { FIREBASE_PROVIDER_NAMES, type FirebaseSignIn } from '../firebase/sign-in';
import { useFirebaseSetting } from '../hooks/useAuthSettings';
import { acceptLogin, refuseLogin, type AttemptContext, type FlowDeps } from '../login-actions';

/**
 * Firebase sign-in: a button per channel the merchant switched on; the SDK is
 * fetched when a button is pressed, the provider's window gives an ID token, and the token
 * logs in at /wps/session/login (type firebase). bind_customer_required opens the bind dialog.
 * Without a configured project nothing shows.
 */
export function FirebaseLogin({
  deps,
  next,
  loadSdk = loadFirebaseSdk,
}: {
  deps: FlowDeps;
  next: string | null;
  /** Where the SDK comes from; tests hand in their own. */
  loadSdk?: FirebaseSdkLoader;
}) {
  const { t } = useTranslation();
  const setting = useFirebaseSetting(true);
  const [busy, setBusy] = useState<FirebasePopupChannel | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const value = setting.data;
  if (!value?.enabled || value.channels.length === 0) return null;
  const config = value.config;

  /** Starts fetching the SDK as the press begins, so the window opens soon after the click. */
  const warmUp = () => {
    if (config) void sdkOf(loadSdk).catch(() => undefined);
  };

  const signIn = async (channel: FirebasePopupChannel) => {
    if (busy) return;
    setMessage(null);
    if (!config) {
      setMessage(t('auth_firebase_unsupported'));
      return;
    }
    setBusy(channel);
    let signedIn: FirebaseSignIn;
    try {
      const sdk = await sdkOf(loadSdk);
      signedIn = { channel, idToken: await popupIdToken(sdk, config, channel, localeOf()) };
    } catch (error) {
      const problem = firebaseProblem(error);
      if (problem) setMessage(t('auth_firebase_error', { text: t(problem.key), code: problem.code }));
      setBusy(null);
      return;
    }
    const context: AttemptContext = { method: 'firebase', password: null, next };
    try {
      await acceptLogin(await firebaseLogin(signedIn), context, deps);
    } catch (error) {
      // The api client already told the person anything but two-factor and bind.
      if (error instanceof ApiError) refuseLogin(error, context, { firebase: signedIn });
      else setMessage(t('auth_firebase_error', { text: t('auth/unknown'), code: 'auth/unknown' }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="auth-firebase" data-testid="login-firebase">
      {value.channels.map((channel) => (
        <button
          key={channel}
          type="button"
          className={`btn btn--ghost auth-alt__btn auth-firebase__btn auth-firebase__btn--${channel}`}
          disabled={busy !== null}
          aria-busy={busy === channel || undefined}
          onPointerDown={warmUp}
          onClick={() => void signIn(channel)}
          data-testid={`login-firebase-${channel}`}
        >
          {t('auth_firebase_with', { provider: FIREBASE_PROVIDER_NAMES[channel] })}
        </button>
      ))}
      {message && (
        <p className="auth-error" role="alert" data-testid="login-firebase-error">
          {message}
        </p>
      )}
    </div>
  );
}
