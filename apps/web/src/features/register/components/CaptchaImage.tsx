import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { fetchCaptcha } from '../api/register';
import { useTranslation } from '../../../lib/i18n';

/** The register captcha may be refreshed at most once per 250 ms. */
export const REGISTER_CAPTCHA_THROTTLE_MS = 250;

export interface CaptchaHandle {
  refresh(): void;
}

/** The captcha image beside its input; a click draws a new one. */
export const CaptchaImage = forwardRef<CaptchaHandle>(function CaptchaImage(_, ref) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const lastAt = useRef(0);
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - lastAt.current < REGISTER_CAPTCHA_THROTTLE_MS) return;
    lastAt.current = now;
    const request = ++latest.current;
    fetchCaptcha()
      .then((src) => {
        if (request !== latest.current) return;
        setImage(src);
        setFailed(false);
      })
      .catch(() => {
        if (request === latest.current) setFailed(true);
      });
  }, []);

  useImperativeHandle(ref, () => ({ refresh }), [refresh]);
  useEffect(() => refresh(), [refresh]);

  return (
    <button
      type="button"
      className="captcha-image"
      onClick={refresh}
      title={t('reg_captcha_refresh')}
      aria-label={t('reg_captcha_refresh')}
      data-testid="captcha-image"
    >
      {image && !failed ? (
        <img src={image} alt="" width={100} height={34} />
      ) : (
        <span>{failed ? t('retry') : t('loading')}</span>
      )}
    </button>
  );
});
