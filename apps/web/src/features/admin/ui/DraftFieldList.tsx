import { Fragment, type InputHTMLAttributes } from 'react';
import { CheckboxField, CodeSelectField, TextAreaField, TextField } from './fields';

export type FieldKey<D, V> = { [K in keyof D]: D[K] extends V ? K : never }[keyof D] & string;

interface Common<D, V> {
  key: FieldKey<D, V>;
  label: string;
  /** The test id's last part when it is not the key: `<testId>-<id>`. */
  id?: string;
  /** Class of a box around the field (a field spanning the dialog's grid). */
  wrap?: string;
  /** false leaves the field out (a field only some kinds of row have). */
  show?: boolean;
}

/** One field of an edit dialog, bound to a property of the draft by its key. */
export type DraftField<D> =
  | (Common<D, string> & { kind: 'text' } & Pick<
        InputHTMLAttributes<HTMLInputElement>,
        'type' | 'required' | 'maxLength' | 'pattern' | 'placeholder' | 'min' | 'max'
      >)
  | (Common<D, string> & { kind: 'textarea'; rows?: number; maxLength?: number })
  | (Common<D, string> & { kind: 'codes'; codes: readonly string[] })
  | (Common<D, boolean> & { kind: 'check' });

/**
 * The fields of a draft edited in a dialog, in order: each reads its property and writes a
 * changed copy of the draft back.
 */
export function DraftFieldList<D extends object>({
  draft,
  onChange,
  fields,
  testId: prefix,
}: {
  draft: D;
  onChange: (next: D) => void;
  fields: readonly DraftField<D>[];
  testId: string;
}) {
  const set = (key: keyof D, value: unknown) => onChange({ ...draft, [key]: value });
  const text = (key: keyof D) => ({ value: draft[key] as string, onChange: (v: string) => set(key, v) });
  return fields
    .filter((field) => field.show !== false)
    .map((field) => {
      const { key, label } = field;
      const testId = `${prefix}-${field.id ?? key}`;
      let element;
      if (field.kind === 'check') {
        element = (
          <CheckboxField
            label={label}
            checked={draft[key] as boolean}
            onChange={(v) => set(key, v)}
            testId={testId}
          />
        );
      } else if (field.kind === 'codes') {
        element = <CodeSelectField label={label} codes={field.codes} {...text(key)} testId={testId} />;
      } else if (field.kind === 'textarea') {
        element = (
          <TextAreaField
            label={label}
            rows={field.rows}
            maxLength={field.maxLength}
            {...text(key)}
            testId={testId}
          />
        );
      } else {
        const { kind: _kind, key: _key, wrap: _wrap, show: _show, id: _id, ...input } = field;
        element = <TextField {...input} {...text(key)} testId={testId} />;
      }
      return field.wrap ? (
        <div key={key} className={field.wrap}>
          {element}
        </div>
      ) : (
        <Fragment key={key}>{element}</Fragment>
      );
    });
}
