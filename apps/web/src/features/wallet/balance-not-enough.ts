import type { DialogStore } from '../../lib/dialog-store';

export const BALANCE_NOT_ENOUGH = 'launch_game_balance_not_enough';
export const DEPOSIT_PAGE_PATH = '/member?page=depositv2';

/**
 * launch_game_balance_not_enough: the message with cancel and a deposit button that
 * opens the deposit page; on a seamless page the deposit button goes back instead, since the
 * seamless host owns the money flow. For game launches made with alert off.
 */
export function showBalanceNotEnough(
  deps: {
    dialogs: DialogStore;
    translate: (key: string) => string;
    navigate: (path: string) => void;
    goBack: () => void;
    pathname: string;
  },
  message?: string,
): number {
  const { translate: t } = deps;
  const seamless = deps.pathname.startsWith('/seamless');
  return deps.dialogs.open({
    kind: 'warning',
    key: BALANCE_NOT_ENOUGH,
    message: message || t(BALANCE_NOT_ENOUGH),
    actions: [
      { label: t('cancel') },
      {
        label: t('wal_deposit_now'),
        primary: true,
        onClick: () => (seamless ? deps.goBack() : deps.navigate(DEPOSIT_PAGE_PATH)),
      },
    ],
  });
}
