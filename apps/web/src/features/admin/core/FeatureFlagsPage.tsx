import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMerchantApi } from '@platform/shared';
import { adminApi } from '../admin-api';
import { notify } from '../ui/notify';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { buildFlagTree, type FlagNode } from './flag-tree';
import { PageHead } from './PageHead';
import { useTranslation } from '../../../lib/i18n';

const KEY = ['admin', 'merchant', 'flags'];

function FlagBranch({
  nodes,
  busy,
  parentOff,
  onToggle,
}: {
  nodes: FlagNode[];
  busy: string | null;
  parentOff: boolean;
  onToggle: (flag: FlagNode) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="adm-tree">
      {nodes.map((node) => (
        <li key={node.modId} className="adm-tree__item" data-testid="adm-flag" data-mod-id={node.modId}>
          <label className="adm-tree__row adm-check">
            <input
              type="checkbox"
              checked={node.enabled}
              disabled={busy !== null}
              data-testid={`adm-flag-${node.modId}`}
              onChange={() => onToggle(node)}
            />
            <span className="adm-mono">{node.modId}</span>
            {parentOff && node.enabled && <span className="adm-muted">{t('adm_flag_parent_off')}</span>}
          </label>
          {node.children.length > 0 && (
            <FlagBranch
              nodes={node.children}
              busy={busy}
              parentOff={parentOff || !node.enabled}
              onToggle={onToggle}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The modules of the player site, switched on and off one at a time. */
export function FeatureFlagsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const flags = useQuery({
    queryKey: KEY,
    queryFn: () => adminApi.call(adminMerchantApi.flags),
    staleTime: 0,
  });

  const toggle = async (flag: FlagNode) => {
    setBusy(flag.modId);
    try {
      const next = await adminApi.call(adminMerchantApi.setFlags, {
        body: { modId: flag.modId, enabled: !flag.enabled },
      });
      queryClient.setQueryData(KEY, next);
      notify.success(t(flag.enabled ? 'adm_flag_off' : 'adm_flag_on', { modId: flag.modId }));
    } catch {
      // Shown by the api client.
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="adm-page" data-testid="adm-flags-page">
      <PageHead title={t('adm_page_flags')} sub={t('adm_flags_sub')} />
      <div className="adm-card">
        {flags.isPending ? (
          <LoadingState />
        ) : flags.isError ? (
          <ErrorState onRetry={() => void flags.refetch()} />
        ) : flags.data.length ? (
          <FlagBranch
            nodes={buildFlagTree(flags.data)}
            busy={busy}
            parentOff={false}
            onToggle={(f) => void toggle(f)}
          />
        ) : (
          <EmptyState />
        )}
      </div>
    </section>
  );
}
