import { useEffect } from 'react';
import { useSettings } from '../settings/useSettings';

export function usePageTitle(title: string | null): void {
  const { data: settings } = useSettings();
  const merchantName = settings?.merchantName ?? '';
  useEffect(() => {
    const parts = [title, merchantName].filter((part): part is string => Boolean(part));
    if (parts.length) document.title = parts.join(' - ');
  }, [title, merchantName]);
}
