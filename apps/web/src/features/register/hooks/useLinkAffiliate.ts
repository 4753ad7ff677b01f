import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { RegisterFieldSetting } from '@platform/shared';
import { dialogs } from '../../../lib/dialog-store';
import { checkAffiliate } from '../api/register';
import { forgetLinkAffiliate, rememberLinkAffiliate, storedLinkAffiliate } from '../affiliate-link';
import { serverMessage } from '../server-message';
import { useTranslation } from '../../../lib/i18n';

export interface LinkAffiliate {
  /** The verified code of the link or of the domain; the field shows it and it cannot be edited. */
  code: string | null;
  /** The link's code failed and the field is optional: the field is hidden. */
  hidden: boolean;
}

/**
 * Checks the affiliate code the visitor arrived with, or the domain's own code. A link code that
 * fails shows the server message; an optional field is then hidden and registration goes on,
 * a required one sends the visitor to the site root after the dialog.
 */
export function useLinkAffiliate(settings: readonly RegisterFieldSetting[]): LinkAffiliate {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromUrl = params.get('affiliateCode');
  const [state, setState] = useState<LinkAffiliate>({ code: null, hidden: false });
  const field = settings.find((s) => s.key === 'affiliateCode' && s.enabled);
  const required = Boolean(field?.required);
  // The check runs once per visit; a language switch must not repeat it or its dialog.
  const latest = useRef({ t, navigate });
  latest.current = { t, navigate };

  useEffect(() => {
    const { t, navigate } = latest.current;
    let cancelled = false;
    rememberLinkAffiliate(fromUrl);
    const fromLink = fromUrl?.trim() || storedLinkAffiliate();
    checkAffiliate(fromLink, window.location.hostname)
      .then((result) => {
        if (!cancelled && result.valid && result.affiliateCode)
          setState({ code: result.affiliateCode, hidden: false });
      })
      .catch((error: unknown) => {
        if (cancelled || !fromLink) return;
        forgetLinkAffiliate();
        if (!required) setState({ code: null, hidden: true });
        dialogs.open({
          kind: 'warning',
          key: 'affiliate-check',
          message: serverMessage(error, t),
          actions: [
            {
              label: t('in_increase_submit'),
              primary: true,
              onClick: required ? () => void navigate('/', { replace: true }) : undefined,
            },
          ],
        });
      });
    return () => {
      cancelled = true;
    };
  }, [required, fromUrl]);

  return state;
}
