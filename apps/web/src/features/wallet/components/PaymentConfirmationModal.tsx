import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialog-store';
import { toasts } from '../../../lib/toast-store';
import { formatMoney } from '../../../lib/money/amounts';
import { processC2c, type PaymentConfirmation } from '../api/wallet';
import { checkProofImage, type ProofIssue } from '../../../lib/proof-image';
import { requestBalanceRefresh, useMoneyStyle } from '../hooks/useWallet';
import {
  confirmationModal,
  refetchPaymentConfirmations,
  useConfirmationModalOpen,
  usePaymentConfirmations,
} from '../hooks/usePaymentConfirmations';
import { formatTime } from '../../../lib/ui/list-parts';
import { Modal } from '../../../lib/ui/Modal';
import { useTranslation } from '../../../lib/i18n';

type Answer = 'Y' | 'N' | 'A';

function PaymentItem({ item }: { item: PaymentConfirmation }) {
  const { t } = useTranslation();
  const style = useMoneyStyle();
  const fileId = useId();
  const [busy, setBusy] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [proof, setProof] = useState<File | null>(null);
  const [proofIssue, setProofIssue] = useState<ProofIssue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const amount = formatMoney(item.amount, { ...style, currency: item.currency });

  const answer = async (isMoneyReceived: Answer, file: File | null) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await processC2c({ isMoneyReceived, payDetailId: item.payDetailId }, file);
      toasts.show({
        kind: isMoneyReceived === 'Y' ? 'success' : 'info',
        title: t(`wal_confirm_done_${isMoneyReceived}`),
        message: `${item.payerName} · ${amount}`,
        testId: `toast-c2c-${isMoneyReceived}`,
      });
      requestBalanceRefresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'proof.image.invalid') setProofIssue('wal_proof_type');
      else if (error instanceof ApiError) setFailure(error.message || t(error.code));
      else setFailure(t('network_error'));
    } finally {
      setBusy(false);
      // Answered here or elsewhere meanwhile: the list says which payments still wait.
      await refetchPaymentConfirmations();
    }
  };

  const confirm = (isMoneyReceived: 'Y' | 'A') =>
    dialogs.open({
      kind: 'info',
      key: 'c2c-confirm',
      message: t(isMoneyReceived === 'Y' ? 'wal_confirm_ask_Y' : 'wal_confirm_ask_A', {
        amount,
        name: item.payerName,
      }),
      actions: [
        { label: t('cancel') },
        { label: t('in_increase_submit'), primary: true, onClick: () => void answer(isMoneyReceived, null) },
      ],
    });

  const sendProof = async () => {
    const issue = await checkProofImage(proof);
    setProofIssue(issue);
    if (!issue) await answer('N', proof);
  };

  return (
    <li className="c2c-item" data-testid="c2c-item" data-pay-detail-id={item.payDetailId}>
      <div className="c2c-item__head">
        <span className="c2c-item__type">{t(`wal_c2c_type_${item.type}`)}</span>
        <span className="c2c-item__time">{formatTime(item.createdAt)}</span>
      </div>
      <div className="c2c-item__main">
        <span className="c2c-item__payer">{t('wal_c2c_payer', { name: item.payerName })}</span>
        <span className="c2c-item__amount" data-testid="c2c-amount">
          {amount}
        </span>
      </div>
      <p className="c2c-item__ask">{t(`wal_c2c_ask_${item.type}`)}</p>
      {failure && (
        <p className="form-row__error" role="alert" data-testid="c2c-error">
          {failure}
        </p>
      )}
      {!reporting ? (
        <div className="c2c-item__actions">
          <button
            type="button"
            className="btn btn--gold btn--sm"
            disabled={busy}
            onClick={() => confirm('Y')}
            data-testid="c2c-yes"
          >
            {t('wal_c2c_yes')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            onClick={() => setReporting(true)}
            data-testid="c2c-no"
          >
            {t('wal_c2c_no')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={busy}
            onClick={() => confirm('A')}
            data-testid="c2c-appeal"
          >
            {t('wal_c2c_appeal')}
          </button>
        </div>
      ) : (
        <div className="c2c-proof" data-testid="c2c-proof">
          <label className="c2c-proof__label" htmlFor={fileId}>
            {t('wal_proof_label')}
          </label>
          <input
            id={fileId}
            className="c2c-proof__input"
            type="file"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            data-testid="c2c-proof-input"
            onChange={(event) => {
              setProof(event.target.files?.[0] ?? null);
              setProofIssue(null);
            }}
          />
          <p className="wallet-hint">{t('wal_proof_hint')}</p>
          {proofIssue && (
            <p className="form-row__error" role="alert" data-testid="c2c-proof-error">
              {t(proofIssue)}
            </p>
          )}
          <div className="c2c-item__actions">
            <button
              type="button"
              className="btn btn--gold btn--sm"
              disabled={busy}
              onClick={() => void sendProof()}
              data-testid="c2c-proof-send"
            >
              {busy ? t('loading') : t('wal_proof_send')}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={busy}
              onClick={() => {
                setReporting(false);
                setProof(null);
                setProofIssue(null);
              }}
            >
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * The payee's list of peer-to-peer payments to confirm: received (Y), not received with one
 * proof image (N), or an appeal to the merchant (A). Opens on a PAYMENT_CONFIRMATION message.
 */
export function PaymentConfirmationModal() {
  const { t } = useTranslation();
  const open = useConfirmationModalOpen();
  const list = usePaymentConfirmations();
  if (!open) return null;
  const items = list.data?.list ?? [];
  const more = (list.data?.total ?? 0) - items.length;

  return (
    <Modal
      size="medium"
      title={t('wal_confirm_title')}
      onClose={confirmationModal.close}
      closeLabel={t('close')}
      testId="c2c-modal"
    >
      <p className="wallet-hint">{t('wal_confirm_desc')}</p>
      {items.length === 0 ? (
        <p className="wallet-empty" data-testid="c2c-empty">
          {list.isPending ? t('loading') : list.isError ? t('network_error') : t('wal_confirm_none')}
        </p>
      ) : (
        <ul className="c2c-list">
          {items.map((item) => (
            <PaymentItem key={item.payDetailId} item={item} />
          ))}
        </ul>
      )}
      {more > 0 && <p className="wallet-hint">{t('wal_confirm_more', { n: more })}</p>}
    </Modal>
  );
}
