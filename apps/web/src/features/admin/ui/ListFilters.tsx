import type { ReactNode } from 'react';
import { FiltersBar } from './FiltersBar';
import { SelectField, TextField } from './fields';
import { useTranslation } from '../../../lib/i18n';

/** One filter of a list: a choice ("All" first) when it has choices, else a text search. */
export interface FilterSpec<K extends string> {
  key: K;
  label: string;
  /** Codes (labelled `textPrefix + code`, or as they are) or `[value, label]` pairs. */
  choices?: readonly string[] | readonly (readonly [value: string, label: string])[];
  textPrefix?: string;
  maxLength?: number;
  /** The test id's last part when it is not the key: `<testId>-f-<id>` (choices), `<testId>-<id>` (text). */
  id?: string;
}

/**
 * The filter bar of a list page from its filters' specs; `children` adds fields of other kinds
 * (a date range) after them. `bar` comes from useDraftFilters (or useFilteredList).
 */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

export function ListFilters<F extends object>({
  testId,
  bar,
  fields,
  children,
}: {
  testId: string;
  bar: { draft: F; setDraft: (next: F) => void; barProps: { onApply: () => void; onReset: () => void } };
  fields: readonly FilterSpec<TextKey<F>>[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const label = (spec: FilterSpec<string>, code: string) =>
    spec.textPrefix ? t(`${spec.textPrefix}${code}`) : code;
  return (
    <FiltersBar testId={`${testId}-filters`} {...bar.barProps}>
      {fields.map((spec) => {
        const bound = {
          value: bar.draft[spec.key] as string,
          onChange: (value: string) => bar.setDraft({ ...bar.draft, [spec.key]: value }),
        };
        if (!spec.choices) {
          return (
            <TextField
              key={spec.key}
              label={spec.label}
              {...bound}
              maxLength={spec.maxLength}
              testId={`${testId}-${spec.id ?? spec.key}`}
            />
          );
        }
        const options = spec.choices.map((choice) =>
          typeof choice === 'string'
            ? { value: choice, label: label(spec, choice) }
            : { value: choice[0], label: choice[1] },
        );
        return (
          <SelectField
            key={spec.key}
            label={spec.label}
            {...bound}
            options={[{ value: '', label: t('adm_all') }, ...options]}
            testId={`${testId}-f-${spec.id ?? spec.key}`}
          />
        );
      })}
      {children}
    </FiltersBar>
  );
}

/** The choices of a Y / N filter with their labels. */
export function yesNoChoices(yes: string, no: string): [string, string][] {
  return [
    ['Y', yes],
    ['N', no],
  ];
}
