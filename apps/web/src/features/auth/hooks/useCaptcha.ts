import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptchaImage } from '../api/auth';
import { CAPTCHA_REFRESH_MS, createThrottle } from '../throttle';

/**
 * The image captcha of the login forms. The server keeps one captcha per browser (a cookie) and
 * uses it up on every check, right or wrong; so a form refreshes its image after each use, and
 * a form whose image another form replaced fetches a new one when it is active again.
 */

let owner: symbol | null = null;

export interface CaptchaState {
  visible: boolean;
  image: string | null;
  loading: boolean;
  failed: boolean;
  /** A click on the image: at most once per 1000 ms. */
  refreshByClick(): void;
  /** After the server used the captcha up: always fetches. */
  renew(): void;
}

/** `visible`: the form shows the captcha now; `active`: no other dialog covers the form. */
export function useCaptcha(options: { visible: boolean; active?: boolean }): CaptchaState {
  const { visible, active = true } = options;
  const id = useRef(Symbol('captcha'));
  const throttle = useRef(createThrottle(CAPTCHA_REFRESH_MS));
  const generation = useRef(0);
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    owner = id.current;
    setLoading(true);
    setFailed(false);
    try {
      const next = await fetchCaptchaImage();
      if (mine === generation.current) setImage(next);
    } catch {
      if (mine === generation.current) setFailed(true);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  const renew = useCallback(() => {
    throttle.current.tryRun();
    void load();
  }, [load]);
  const refreshByClick = useCallback(() => {
    if (throttle.current.tryRun()) void load();
  }, [load]);

  useEffect(() => {
    if (!visible || !active) return;
    // First show, or another form's captcha took the cookie meanwhile.
    if (image === null || owner !== id.current) {
      throttle.current.tryRun();
      void load();
    }
    // Only becoming visible or active again matters here, not every new image.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, active, load]);

  useEffect(
    () => () => {
      generation.current++;
      if (owner === id.current) owner = null;
    },
    [],
  );

  return { visible, image, loading, failed, refreshByClick, renew };
}
