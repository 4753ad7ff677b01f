import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { PROOF_IMAGE_MAX_BYTES } from '@platform/shared';
import { ApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/money/amounts';
import { queryClient } from '../../../lib/query-client';
import { StatusPill } from '../../../lib/ui/list-parts';
import { useTranslation } from '../../../lib/i18n';
import { uploadDepositReceipt, type DepositPaymentValue } from '../api/wallet';
import { WALLET_MONEY_KEY, useDepositPayment, useMoneyStyle } from '../hooks/useWallet';
import { countdownText } from '../deposit-rules';

/** Seconds left until `expiresAt`, ticking once a second; 0 once it has passed. */
export function useSecondsLeft(expiresAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt === null ? 0 : Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** A value to type into the bank app, with a button that copies it. */
function CopyRow({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className={`deposit-pay__row${strong ? ' deposit-pay__row--strong' : ''}`}>
      <span className="deposit-pay__label">{label}</span>
      <span className="deposit-pay__value" data-testid={testId}>
        {value}
      </span>
      <button
        type="button"
        className="deposit-pay__copy"
        onClick={() => void copy()}
        aria-label={t('wal_copy_named', { name: label })}
        data-testid={`${testId}-copy`}
      >
        {copied ? t('wal_copied') : t('wal_copy')}
      </button>
    </div>
  );
}

/**
 * Where and how to pay one deposit: the receiving account with copy buttons, the QR image of a
 * QR method, the exact amount, the reference to quote, a countdown to the expiry, the receipt
 * upload and the request's state.
 */
export function DepositPaymentPanel({ id, onNew }: { id: number; onNew: () => void }) {
  const { t } = useTranslation();
  const query = useDepositPayment(id);
  const data = query.data;
  if (!data) {
    return (
      <div className="deposit-pay" data-testid="deposit-panel">
        <p className="wallet-hint">{query.isError ? t('network_error') : t('loading')}</p>
      </div>
    );
  }
  return <PaymentDetails value={data} onNew={onNew} />;
}

export function PaymentDetails({ value, onNew }: { value: DepositPaymentValue; onNew: () => void }) {
  const { t } = useTranslation();
  const top = useRef<HTMLDivElement>(null);
  // Opened from a record further down, or after the form: show the panel from its top (time left, amount, reference).
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      top.current?.closest('.wallet-card')?.scrollIntoView?.({ block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [value.id]);
  const style = useMoneyStyle();
  const payment = value.payment ?? null;
  const secondsLeft = useSecondsLeft(payment?.expiresAt ?? null);
  const pending = value.status === 'PENDING';
  const expired = pending && payment !== null && (payment.expired || secondsLeft === 0);
  const amount = formatMoney(value.amount, { ...style, currency: value.currency });

  return (
    <div
      ref={top}
      className="deposit-pay"
      data-testid="deposit-panel"
      data-status={expired ? 'EXPIRED' : value.status}
    >
      <div className="deposit-pay__state" role="status" data-testid="deposit-panel-state">
        {expired ? (
          <span className="wallet-status wallet-status--rejected">{t('wal_pay_expired')}</span>
        ) : (
          <StatusPill status={value.status} />
        )}
        <span className="deposit-pay__state-text">
          {expired
            ? t('wal_pay_expired_hint')
            : pending
              ? t(payment?.receiptUploaded ? 'wal_pay_pending_receipt' : 'wal_pay_pending')
              : t(value.status === 'APPROVED' ? 'wal_pay_approved' : 'wal_pay_rejected')}
        </span>
      </div>

      {payment && pending && !expired && (
        <div className="deposit-pay__timer" data-testid="deposit-countdown" aria-live="off">
          <span>{t('wal_pay_time_left')}</span>
          <strong>{countdownText(secondsLeft)}</strong>
        </div>
      )}

      {payment && (
        <div className="deposit-pay__body">
          <div className="deposit-pay__rows">
            <div className="deposit-pay__row">
              <span className="deposit-pay__label">{t('wal_method')}</span>
              <span className="deposit-pay__value" data-testid="deposit-pay-method">
                {payment.methodName}
              </span>
            </div>
            <CopyRow label={t('wal_pay_amount')} value={value.amount} testId="deposit-pay-amount" strong />
            <CopyRow
              label={t('wal_pay_reference')}
              value={payment.reference}
              testId="deposit-pay-reference"
              strong
            />
            <CopyRow label={t('wal_bank_name')} value={payment.bankName} testId="deposit-pay-bank" />
            <CopyRow
              label={t('wal_pay_account_name')}
              value={payment.accountName}
              testId="deposit-pay-account-name"
            />
            <CopyRow label={t('wal_account_no')} value={payment.accountNo} testId="deposit-pay-account-no" />
            <p className="wallet-hint" data-testid="deposit-pay-note">
              {t('wal_pay_note', { amount, reference: payment.reference })}
            </p>
          </div>
          {value.qrImage && (
            <figure className="deposit-pay__qr">
              <img src={value.qrImage} alt={t('wal_pay_qr_alt')} data-testid="deposit-pay-qr" />
              <figcaption className="wallet-hint">{t('wal_pay_qr_hint')}</figcaption>
            </figure>
          )}
        </div>
      )}

      {payment && pending && <ReceiptUpload id={value.id} uploaded={payment.receiptUploaded} />}

      <div className="deposit-pay__actions">
        <button type="button" className="btn btn--ghost" onClick={onNew} data-testid="deposit-new">
          {t('wal_pay_new')}
        </button>
      </div>
    </div>
  );
}

/** The receipt: one PNG or JPEG of at most 5 MB, checked here and again by the server. */
function ReceiptUpload({ id, uploaded }: { id: number; uploaded: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [issue, setIssue] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type) || file.size > PROOF_IMAGE_MAX_BYTES) {
      setIssue(t('wal_receipt_type'));
      return;
    }
    setIssue(null);
    setBusy(true);
    try {
      await uploadDepositReceipt(id, file);
      await queryClient.invalidateQueries({ queryKey: WALLET_MONEY_KEY });
    } catch (error) {
      setIssue(error instanceof ApiError ? error.message || t(error.code) : t('network_error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="deposit-pay__receipt" data-testid="deposit-receipt">
      <div>
        <strong>{t('wal_receipt_title')}</strong>
        <p className="wallet-hint">{uploaded ? t('wal_receipt_done') : t('wal_receipt_hint')}</p>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        onChange={(e) => void onFile(e)}
        data-testid="deposit-receipt-input"
      />
      <button
        type="button"
        className="btn btn--ghost"
        disabled={busy}
        onClick={() => input.current?.click()}
        data-testid="deposit-receipt-pick"
      >
        {busy ? t('loading') : uploaded ? t('wal_receipt_replace') : t('wal_receipt_upload')}
      </button>
      {uploaded && (
        <span className="wallet-status wallet-status--approved" data-testid="deposit-receipt-done">
          {t('wal_receipt_received')}
        </span>
      )}
      {issue && (
        <p className="form-row__error" role="alert" data-testid="deposit-receipt-error">
          {issue}
        </p>
      )}
    </div>
  );
}
