import { useEffect, useRef, useState } from 'react';
import { telegramAuthData, type TelegramAuthData } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { telegramLogin } from '../api/auth';
import { useTelegramSetting } from '../hooks/useAuthSettings';
import { acceptLogin, refuseLogin, type FlowDeps } from '../login-actions';

const WIDGET_SRC = 'https://telegram.org/js/telegram-widget.js?22';
const CALLBACK = '__platformTelegramAuth';

declare global {
  interface Window {
    [CALLBACK]?: (user: unknown) => void;
  }
}

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Telegram sign-in: Telegram's own login widget, loaded only when the merchant has a
 * bot; its answer goes to /wps/session/login/telegram. Without a bot, or when the widget cannot
 * load (offline, blocked), nothing shows.
 */
export function TelegramLogin({ deps, next }: { deps: FlowDeps; next: string | null }) {
  const setting = useTelegramSetting(true);
  const holder = useRef<HTMLDivElement>(null);
  const [broken, setBroken] = useState(false);
  const bot = setting.data?.enabled ? setting.data.botId : null;

  useEffect(() => {
    const target = holder.current;
    if (!bot || !target) return;
    window[CALLBACK] = (user: unknown) => {
      const parsed = telegramAuthData.safeParse(user);
      if (parsed.success) void signIn(parsed.data);
    };
    const script = document.createElement('script');
    script.async = true;
    script.src = WIDGET_SRC;
    script.setAttribute('data-telegram-login', bot);
    script.setAttribute('data-size', 'large');
    script.setAttribute('data-radius', '22');
    script.setAttribute('data-request-access', 'write');
    script.setAttribute('data-onauth', `${CALLBACK}(user)`);
    script.onerror = () => setBroken(true);
    target.appendChild(script);
    return () => {
      target.replaceChildren();
      delete window[CALLBACK];
    };
    // signIn reads the latest deps through the closure of this render; the widget loads once per bot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bot]);

  const signIn = async (auth: TelegramAuthData) => {
    const context = { method: 'telegram' as const, password: null, next };
    try {
      const value = await telegramLogin(auth, {
        registerUrl: window.location.href,
        domain: window.location.hostname,
        affiliateCode: stored('affiliateCode'),
        referralCode: stored('referralCode'),
      });
      await acceptLogin(value, context, deps);
    } catch (error) {
      if (error instanceof ApiError) refuseLogin(error, context, { telegramAuth: auth });
    }
  };

  if (!bot || broken) return null;
  return <div className="auth-telegram" ref={holder} data-testid="login-telegram" />;
}
