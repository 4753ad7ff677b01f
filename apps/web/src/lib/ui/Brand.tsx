import { useState } from 'react';
import { Link } from 'react-router';
import { useSettings } from '../settings/useSettings';
import { mobileTemplateValue } from '../settings/api';

/** The merchant's logo from settings, falling back to its name when there is none or it fails to load. */
export function Brand({ className = 'brand' }: { className?: string }) {
  const { data: settings } = useSettings();
  const logo = mobileTemplateValue(settings, 'web_logo');
  const name = settings?.merchantName ?? '';
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const showLogo = logo !== null && failedLogo !== logo;
  return (
    <Link to="/" className={className} data-testid="brand" aria-label={name || undefined}>
      {showLogo && <img className="brand__logo" src={logo} alt="" onError={() => setFailedLogo(logo)} />}
      {name && <span className="brand__name">{name}</span>}
    </Link>
  );
}
