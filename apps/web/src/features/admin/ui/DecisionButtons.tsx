import type { ReactNode } from 'react';

/**
 * A queue row's status with the remarks the operator gave when deciding it: below the badge, or
 * after it on the same line (`inline`) where the table is already wide.
 */
export function StatusWithRemarks({
  children,
  remarks,
  inline = false,
}: {
  children: ReactNode;
  remarks: string | null | undefined;
  inline?: boolean;
}) {
  return (
    <span>
      {children}
      {remarks &&
        (inline ? (
          <span className="adm-muted"> · {remarks}</span>
        ) : (
          <>
            <br />
            <span className="adm-muted">{remarks}</span>
          </>
        ))}
    </span>
  );
}

/**
 * The two buttons that decide a waiting queue row; each only opens the page's confirm dialog.
 * The reject button is red where it refuses the member, quiet (`quietReject`) where it is one of
 * two ordinary outcomes.
 */
export function DecisionButtons({
  approveLabel,
  rejectLabel,
  onApprove,
  onReject,
  approveTestId,
  rejectTestId,
  quietReject = false,
}: {
  approveLabel: string;
  rejectLabel: string;
  onApprove: () => void;
  onReject: () => void;
  approveTestId: string;
  rejectTestId: string;
  quietReject?: boolean;
}) {
  return (
    <>
      <button
        type="button"
        className="adm-btn adm-btn--primary adm-btn--sm"
        onClick={onApprove}
        data-testid={approveTestId}
      >
        {approveLabel}
      </button>
      <button
        type="button"
        className={`adm-btn ${quietReject ? 'adm-btn--ghost' : 'adm-btn--danger'} adm-btn--sm`}
        onClick={onReject}
        data-testid={rejectTestId}
      >
        {rejectLabel}
      </button>
    </>
  );
}
