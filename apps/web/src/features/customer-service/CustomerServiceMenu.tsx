import { useRef, useState, type ReactNode } from 'react';
import type { CustomerServiceEntry } from '@platform/shared';
import { toasts } from '../../lib/toast-store';
import { useDismiss } from '../../lib/ui/use-dismiss';
import { openCustomerService } from './open-customer-service';
import { useTranslation } from '../../lib/i18n';

/**
 * The customer-service list menu: one entry opens straight away, several open a
 * small list to choose from. `trigger` renders the button.
 */
export function CustomerServiceMenu({
  entries,
  trigger,
  className,
}: {
  entries: readonly CustomerServiceEntry[];
  trigger: (props: { onClick: () => void; expanded: boolean }) => ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useDismiss(open, root, () => setOpen(false));

  const launch = (entry: CustomerServiceEntry | undefined) => {
    setOpen(false);
    if (!openCustomerService(entry)) toasts.show({ kind: 'info', title: t('sup_cs_unavailable') });
  };

  const onClick = () => {
    if (entries.length <= 1) launch(entries[0]);
    else setOpen((value) => !value);
  };

  return (
    <div className={`cs-menu${className ? ` ${className}` : ''}`} ref={root}>
      {trigger({ onClick, expanded: open })}
      {open && (
        <ul className="cs-menu__list" role="menu" data-testid="cs-menu">
          {entries.map((entry) => (
            <li key={entry.id} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => launch(entry)}
                data-testid={`cs-entry-${entry.id}`}
              >
                {entry.title || t('sup_cs_menu')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
