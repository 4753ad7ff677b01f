import { InfoBar } from '../../account';
import { BalanceBadge, WalletList } from '../../wallet';
import { UnreadBadge } from '../../message';

/** The logged-in member's bar in the header: balance, wallets and unread messages in its slots. */
export function MemberArea() {
  return (
    <InfoBar
      slots={{
        balance: <BalanceBadge />,
        wallets: <WalletList />,
        unread: { messageV2: <UnreadBadge /> },
        alert: <UnreadBadge />,
      }}
    />
  );
}
