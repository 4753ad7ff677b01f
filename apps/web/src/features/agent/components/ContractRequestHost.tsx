import { useEffect, useRef, useState } from 'react';
import type { ConsolidatedContractsValue } from '@platform/shared';
import { useSession } from '../../../lib/session';
import { Modal } from '../../../lib/ui/Modal';
import { ratePercent, waitsForHolder } from '../contract-rules';
import { useConsolidatedContracts } from '../hooks/useAgentData';
import { useContractAnswer } from '../hooks/useContractAnswer';
import { AgreementModal, agreementTitleKey } from './AgreementModal';
import { consolidatedList } from './ConsolidatedContracts';
import { useTranslation } from '../../../lib/i18n';
import '../agent.css';

/** Whether any request flag of getConsolidated says a contract waits for the person. */
export function hasContractRequest(value: ConsolidatedContractsValue | undefined): boolean {
  if (!value) return false;
  return [
    value.dailysalreqtype,
    value.divtypereq,
    value.contracthoursalreq,
    value.realtimesalreqtype,
  ].includes('Y');
}

/**
 * The contract-request modal (widget 11): when the upline has offered a contract, or revised an
 * active one, the holder is shown the waiting requests once per session and answers each in its
 * bonus or wage agreement. Mounted once beside the dialogs.
 */
export function ContractRequestHost() {
  const { t } = useTranslation();
  const { token } = useSession();
  const query = useConsolidatedContracts();
  const { answer, busy } = useContractAnswer();
  const [open, setOpen] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const shownFor = useRef<string | null>(null);
  const waiting = consolidatedList(query.data).filter(waitsForHolder);
  const flagged = hasContractRequest(query.data);

  useEffect(() => {
    if (!token || !flagged || shownFor.current === token) return;
    shownFor.current = token;
    setOpen(true);
  }, [token, flagged]);

  // Nothing left to answer, or the session ended: the modal goes.
  useEffect(() => {
    if (open && (!token || (query.isSuccess && waiting.length === 0))) {
      setOpen(false);
      setOpenId(null);
    }
  }, [open, token, query.isSuccess, waiting.length]);

  if (!open) return null;
  const current = waiting.find((c) => c.contractId === openId) ?? null;
  if (current) {
    return (
      <AgreementModal
        contract={current}
        busy={busy}
        onClose={() => setOpenId(null)}
        onAction={(action) => answer(current, action, () => setOpenId(null))}
      />
    );
  }
  return (
    <Modal
      title={t('ag_requests_title')}
      onClose={() => setOpen(false)}
      size="medium"
      testId="contract-request-modal"
      closeLabel={t('ag_close')}
    >
      <p className="ag-hint">{t('ag_requests_lead')}</p>
      <ul className="ag-requests">
        {waiting.map((c) => (
          <li key={c.contractId} className="ag-request" data-testid="contract-request">
            <div className="ag-request__main">
              <strong>{t(agreementTitleKey(c.kind))}</strong>
              <span className="ag-muted">
                {t(`ag_kind_${c.kind}`)} · {c.agentUsername ?? t('ag_merchant')} ·{' '}
                {ratePercent(c.contractRate)}
                {c.pendingTiers ? ` · ${t('ag_revised')}` : ''}
              </span>
            </div>
            <button
              type="button"
              className="btn btn--gold btn--sm"
              onClick={() => setOpenId(c.contractId)}
              data-testid="contract-request-open"
            >
              {t('ag_view_agreement')}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
