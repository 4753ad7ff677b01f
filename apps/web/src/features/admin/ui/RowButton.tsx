import type { ReactNode } from 'react';

/** The small quiet button of a row or a panel (edit, sort, remove, …). */
export function RowButton({
  onClick,
  children,
  disabled,
  testId,
}: {
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className="adm-btn adm-btn--ghost adm-btn--sm"
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
