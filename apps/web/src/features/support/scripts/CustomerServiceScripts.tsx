import { useEffect } from 'react';
import { supportApi } from '@platform/shared';
import { api } from '../../../lib/api';
import { injectScripts } from './script-tags';

/**
 * Loads the merchant's customer-service scripts (third-party chat widgets) into the player
 * site once. Failures are swallowed: a missing widget must not disturb the page.
 */
export function CustomerServiceScripts() {
  useEffect(() => {
    let cancelled = false;
    api
      .call(supportApi.customerServiceScripts, {}, { alert: false })
      .then((value) => {
        if (!cancelled) injectScripts(document, value.scripts ?? []);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
}
