import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type {
  Auth,
  AuthProvider,
  Dependencies,
  Persistence,
  PopupRedirectResolver,
  UserCredential,
} from 'firebase/auth';
import type { FirebasePopupChannel, FirebaseWebConfig } from '@platform/shared';

/**
 * The parts of the Firebase SDK the popup sign-in uses. The real SDK is fetched as separate
 * chunks only when a person picks a provider; tests hand in their own implementation.
 */
export interface FirebaseSdk {
  initializeApp(options: FirebaseOptions, name: string): FirebaseApp;
  getApps(): FirebaseApp[];
  initializeAuth(app: FirebaseApp, deps?: Dependencies): Auth;
  inMemoryPersistence: Persistence;
  browserPopupRedirectResolver: PopupRedirectResolver;
  signInWithPopup(auth: Auth, provider: AuthProvider): Promise<UserCredential>;
  signOut(auth: Auth): Promise<void>;
  GoogleAuthProvider: new () => AuthProvider;
  FacebookAuthProvider: new () => AuthProvider;
  TwitterAuthProvider: new () => AuthProvider;
  OAuthProvider: new (providerId: string) => AuthProvider;
}

export type FirebaseSdkLoader = () => Promise<FirebaseSdk>;

/**
 * LINE is no built-in Firebase provider; it signs in as an OpenID Connect provider, which a
 * project upgraded to Identity Platform names oidc.<name>. The merchant's project must use this name.
 */
export const LINE_PROVIDER_ID = 'oidc.line';

/** Dynamic imports only: the SDK stays out of the main bundle. */
export const loadFirebaseSdk: FirebaseSdkLoader = async () => {
  const [{ initializeApp, getApps }, auth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const {
    initializeAuth,
    inMemoryPersistence,
    browserPopupRedirectResolver,
    signInWithPopup,
    signOut,
    GoogleAuthProvider,
    FacebookAuthProvider,
    TwitterAuthProvider,
    OAuthProvider,
  } = auth;
  return {
    initializeApp,
    getApps,
    initializeAuth,
    inMemoryPersistence,
    browserPopupRedirectResolver,
    signInWithPopup,
    signOut,
    GoogleAuthProvider,
    FacebookAuthProvider,
    TwitterAuthProvider,
    OAuthProvider,
  };
};

/** An error carrying a Firebase-style code, for failures that happen before the SDK answers. */
export class FirebaseFlowError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'FirebaseFlowError';
  }
}

const loading = new WeakMap<FirebaseSdkLoader, Promise<FirebaseSdk>>();

/**
 * The SDK of a loader, fetched once; a failed fetch is forgotten so the next click tries again.
 * The wait is bounded like any request (20 s).
 */
export function sdkOf(loader: FirebaseSdkLoader, timeoutMs = 20_000): Promise<FirebaseSdk> {
  let pending = loading.get(loader);
  if (!pending) {
    pending = loader().catch((error: unknown) => {
      loading.delete(loader);
      throw error instanceof FirebaseFlowError ? error : new FirebaseFlowError('auth/network-request-failed');
    });
    loading.set(loader, pending);
  }
  return new Promise<FirebaseSdk>((resolve, reject) => {
    const timer = setTimeout(() => reject(new FirebaseFlowError('auth/timeout')), timeoutMs);
    pending.then(
      (sdk) => {
        clearTimeout(timer);
        resolve(sdk);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });
}

const auths = new WeakMap<FirebaseApp, Auth>();

/**
 * One Firebase app per project of the page. Persistence is in memory: the platform keeps its
 * own session, so nothing of the Firebase sign-in is left in the browser's storage.
 */
function authFor(sdk: FirebaseSdk, config: FirebaseWebConfig): Auth {
  const name = `platform:${config.projectId}:${config.appId}`;
  const app = sdk.getApps().find((candidate) => candidate.name === name) ?? sdk.initializeApp(config, name);
  let auth = auths.get(app);
  if (!auth) {
    auth = sdk.initializeAuth(app, {
      persistence: sdk.inMemoryPersistence,
      popupRedirectResolver: sdk.browserPopupRedirectResolver,
    });
    auths.set(app, auth);
  }
  return auth;
}

export function providerFor(sdk: FirebaseSdk, channel: FirebasePopupChannel): AuthProvider {
  switch (channel) {
    case 'google':
      return new sdk.GoogleAuthProvider();
    case 'facebook':
      return new sdk.FacebookAuthProvider();
    case 'twitter':
      return new sdk.TwitterAuthProvider();
    case 'line':
      return new sdk.OAuthProvider(LINE_PROVIDER_ID);
  }
}

/**
 * Opens the provider's window and answers the Firebase ID token of the person who signed in.
 * The Firebase user is signed out again at once; only the token goes on, to the server.
 */
export async function popupIdToken(
  sdk: FirebaseSdk,
  config: FirebaseWebConfig,
  channel: FirebasePopupChannel,
  languageCode: string,
): Promise<string> {
  const auth = authFor(sdk, config);
  // The provider's pages speak the page's language.
  auth.languageCode = languageCode;
  const credential = await sdk.signInWithPopup(auth, providerFor(sdk, channel));
  const idToken = await credential.user.getIdToken();
  try {
    await sdk.signOut(auth);
  } catch {
    // In-memory only: it ends with the page anyway.
  }
  return idToken;
}
