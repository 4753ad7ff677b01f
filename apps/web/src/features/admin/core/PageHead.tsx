import type { ReactNode } from 'react';

export function PageHead({ title, sub, actions }: { title: string; sub?: string; actions?: ReactNode }) {
  return (
    <div className="adm-page__head">
      <div>
        <h1 className="adm-page__title">{title}</h1>
        {sub && <p className="adm-page__sub">{sub}</p>}
      </div>
      {actions && <div className="adm-actions">{actions}</div>}
    </div>
  );
}

/** A row of buttons choosing one value (status filters of the queues). */
export function Tabs<V extends string>({
  value,
  options,
  onChange,
  label,
  testId,
}: {
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  label: string;
  testId: string;
}) {
  return (
    <div className="adm-tabs" role="tablist" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          className={o.value === value ? 'adm-chip adm-chip--active' : 'adm-chip'}
          data-testid={`${testId}-${o.value}`}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
