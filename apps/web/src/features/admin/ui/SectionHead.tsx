import type { ReactNode } from 'react';

/** The head of a card on a page: its title and, on the right, what can be done there (add). */
export function SectionHead({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <div className="adm-page__head">
      <h2 className="adm-card__title">{title}</h2>
      {actions}
    </div>
  );
}

/** The primary button of a page or card head (add, adjust). */
export function PrimaryButton({
  onClick,
  children,
  testId,
  small = true,
}: {
  onClick: () => void;
  children: ReactNode;
  testId: string;
  small?: boolean;
}) {
  return (
    <button
      type="button"
      className={small ? 'adm-btn adm-btn--primary adm-btn--sm' : 'adm-btn adm-btn--primary'}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
