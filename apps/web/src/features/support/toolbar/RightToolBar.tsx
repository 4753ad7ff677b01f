import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { toasts } from '../../../lib/toast-store';
import { Modal } from '../../../lib/ui/Modal';
import { isTrialAccount } from '../../account';
import { useFlagsOn } from '../../../lib/settings/useFlagsOn';
import { CustomerServiceMenu } from '../../customer-service';
import { NoticesList } from '../../message';
import { usableCustomerService } from '../../../lib/settings/api';
import { useSettings } from '../../../lib/settings/useSettings';
import { openFeedback } from '../feedback/feedback-store';
import { ToolIcon } from './ToolIcon';
import { toolbarItems, type ToolItem } from './toolbar-items';
import { useTranslation } from '../../../lib/i18n';
import '../support.css';

async function copy(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The right tool bar. CSS hides it on phones and tablets (the menu drawer holds the service
 * links); where the window is too narrow for it beside the page it folds into a small handle at
 * the edge that opens it.
 */
export function RightToolBar() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const { token, isAgent } = useSession();
  const flagsOn = useFlagsOn();
  const [notices, setNotices] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const items = toolbarItems({
    settings,
    serviceEntries: usableCustomerService(settings).filter((entry) => entry.labelIds.length === 0),
    loggedIn: Boolean(token),
    trial: isTrialAccount(isAgent),
    flagsOn,
  });

  const render = (item: ToolItem) => {
    const label = t(`sup_tb_${item.id}`);
    const content = (
      <>
        <ToolIcon id={item.id} />
        <span className="toolbar__label">{label}</span>
      </>
    );
    const common = { className: 'toolbar__item', 'data-testid': `tool-${item.id}`, title: label };
    switch (item.kind) {
      case 'route':
        return (
          <Link to={item.to} {...common}>
            {content}
          </Link>
        );
      case 'link':
        return (
          <a href={item.href} target="_blank" rel="noopener noreferrer" {...common}>
            {content}
          </a>
        );
      case 'copy':
        return (
          <button
            type="button"
            {...common}
            title={`${label}: ${item.value}`}
            onClick={() =>
              void copy(item.value).then((copied) =>
                toasts.show({
                  kind: 'info',
                  title: copied ? t('sup_tb_copied', { value: item.value }) : `${label}: ${item.value}`,
                }),
              )
            }
          >
            {content}
          </button>
        );
      case 'service':
        return (
          <CustomerServiceMenu
            entries={item.entries}
            className="toolbar__menu"
            trigger={({ onClick, expanded }) => (
              <button type="button" {...common} aria-expanded={expanded} onClick={onClick}>
                {content}
              </button>
            )}
          />
        );
      case 'action': {
        const onClick =
          item.id === 'notice'
            ? () => setNotices(true)
            : item.id === 'feedback'
              ? openFeedback
              : () => window.scrollTo({ top: 0, behavior: 'smooth' });
        return (
          <button type="button" {...common} onClick={onClick}>
            {content}
          </button>
        );
      }
    }
  };

  return (
    <>
      <nav
        className={`toolbar${unfolded ? ' toolbar--unfolded' : ''}`}
        aria-label={t('sup_tb_label')}
        data-testid="right-toolbar"
      >
        <button
          type="button"
          className="toolbar__handle"
          aria-label={t('sup_tb_label')}
          aria-expanded={unfolded}
          title={t('sup_tb_label')}
          onClick={() => setUnfolded((open) => !open)}
          data-testid="toolbar-handle"
        >
          <span aria-hidden="true">{unfolded ? '›' : '‹'}</span>
        </button>
        <ul>
          {items.map((item) => (
            <li key={item.id}>{render(item)}</li>
          ))}
        </ul>
      </nav>
      {notices && (
        <Modal
          title={t('sup_tb_notice')}
          onClose={() => setNotices(false)}
          size="wide"
          testId="notice-modal"
          closeLabel={t('sup_chat_close')}
        >
          <NoticesList />
        </Modal>
      )}
    </>
  );
}
