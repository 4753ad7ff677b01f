import { useState } from 'react';
import type { ContractAction, ContractView } from '@platform/shared';
import { dialogs } from '../../../lib/dialog-store';
import { toasts } from '../../../lib/toast-store';
import { answerContract } from '../api/agent';
import { useAgentRefresh } from './useAgentData';
import { useTranslation } from '../../../lib/i18n';

/**
 * Answers a contract as its holder. Reject and cancel are asked once more; after every answer
 * the consolidated list (and every agent list) is reloaded.
 */
export function useContractAnswer() {
  const { t } = useTranslation();
  const refresh = useAgentRefresh();
  const [busy, setBusy] = useState(false);

  const send = async (contract: ContractView, action: ContractAction, done?: () => void) => {
    setBusy(true);
    try {
      await answerContract(contract, action);
      toasts.show({
        kind: 'success',
        title: t(`ag_answered_${action}`),
        message: t(`ag_kind_${contract.kind}`),
        testId: `toast-contract-${action}`,
      });
      done?.();
    } catch {
      // The api client has already shown the server's reason.
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const answer = (contract: ContractView, action: ContractAction, done?: () => void) => {
    if (busy) return;
    if (action === 'A') {
      void send(contract, action, done);
      return;
    }
    dialogs.open({
      kind: 'warning',
      key: 'contract-answer',
      message: t(action === 'R' ? 'ag_confirm_reject' : 'ag_confirm_cancel'),
      actions: [
        { label: t('cancel') },
        { label: t('in_increase_submit'), primary: true, onClick: () => void send(contract, action, done) },
      ],
    });
  };
  return { answer, busy };
}
