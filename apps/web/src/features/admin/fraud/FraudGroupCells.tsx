import { Link } from 'react-router';
import type { FraudGroup } from '@platform/shared';
import { adminPath } from '../admin-menu';
import { sharedValue } from './fraud-logic';
import { useTranslation } from '../../../lib/i18n';

/** The kind of a link as a badge. */
export function KindBadge({ kind }: { kind: FraudGroup['kind'] }) {
  const { t } = useTranslation();
  return (
    <span className="adm-badge adm-badge--warn" data-testid="adm-fraud-kind" data-kind={kind}>
      {t(`adm_fraud_kind_${kind}`)}
    </span>
  );
}

/** What the members share: the value, or for a promotion its title and the device. */
export function SharedValue({ group }: { group: FraudGroup }) {
  const { t } = useTranslation();
  const shared = sharedValue(group);
  return (
    <span data-testid="adm-fraud-value">
      <span className="adm-mono">{shared.main}</span>
      {shared.device && (
        <>
          <br />
          <span className="adm-muted">
            {t('adm_fraud_device')} <span className="adm-mono">{shared.device}</span>
          </span>
        </>
      )}
    </span>
  );
}

/** The group's members, each linking to its page; flagged ones marked. */
export function GroupMembers({ group, current }: { group: FraudGroup; current?: number }) {
  const { t } = useTranslation();
  return (
    <ul className="adm-fraud-members" data-testid="adm-fraud-members">
      {group.members.map((m) => (
        <li key={m.memberId} data-member={m.username} data-flagged={m.flagged}>
          {m.memberId === current ? (
            <strong>{m.username}</strong>
          ) : (
            <Link to={adminPath(`members/${m.memberId}`)}>{m.username}</Link>
          )}
          {m.flagged && <span className="adm-badge adm-badge--bad">{t('adm_fraud_flagged')}</span>}
        </li>
      ))}
    </ul>
  );
}
