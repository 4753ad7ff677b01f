import { useState } from 'react';
import { TextField } from '../ui';
import { FormModal } from './FormModal';
import { intIn } from './form-rules';
import { useTranslation } from '../../../lib/i18n';

export interface NumberFieldSpec<K extends string> {
  key: K;
  label: string;
  value: number;
  min: number;
  max: number;
  hint?: string;
}

/**
 * Edits a few whole numbers of one row (sort orders, betting close): each must lie within its
 * bounds before the save is sent; only changed values are passed on.
 */
export function NumbersModal<K extends string>({
  title,
  fields,
  onSave,
  onClose,
  testId,
}: {
  title: string;
  fields: NumberFieldSpec<K>[];
  onSave: (changed: Partial<Record<K, number>>) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, String(f.value)])),
  );
  const [errors, setErrors] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const found: Record<string, boolean> = {};
    const changed: Partial<Record<K, number>> = {};
    for (const f of fields) {
      const value = intIn(values[f.key] ?? '', f.min, f.max);
      if (value === null) found[f.key] = true;
      else if (value !== f.value) changed[f.key] = value;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    if (Object.keys(changed).length === 0) return onClose();
    setBusy(true);
    try {
      await onSave(changed);
      onClose();
    } catch {
      // The admin client has shown why; the form stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormModal title={title} onClose={onClose} onSubmit={() => void submit()} busy={busy} testId={testId}>
      {fields.map((f) => (
        <TextField
          key={f.key}
          label={f.label}
          value={values[f.key] ?? ''}
          inputMode="numeric"
          onChange={(v) => setValues((all) => ({ ...all, [f.key]: v }))}
          error={errors[f.key] ? { key: 'ops_err_int_between', values: { min: f.min, max: f.max } } : null}
          hint={f.hint ?? t('ops_range_hint', { min: f.min, max: f.max })}
          testId={`${testId}-${f.key}`}
        />
      ))}
    </FormModal>
  );
}
