import { useState } from 'react';
import type { FieldError } from './validation';

/**
 * What an operator types into a form (strings, flags), with the problems found on submit.
 * `field(key)` gives a field its value, change handler and message; `reset` empties the form.
 * Forms whose rules name problems by text key alone pass `toFieldError` to show them.
 */
export function useFormValues<V extends object, E = FieldError>(
  initial: V,
  toFieldError: (error: E | undefined) => FieldError | null | undefined = (error) =>
    error as FieldError | undefined,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, E>>>({});
  const set =
    <K extends keyof V>(key: K) =>
    (value: V[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  return {
    values,
    setValues,
    errors,
    setErrors,
    set,
    field: <K extends keyof V>(key: K) => ({
      value: values[key],
      onChange: set(key),
      error: toFieldError(errors[key]),
    }),
    reset: () => setValues(initial),
  };
}

/**
 * Fields of a draft kept by the page (the row being edited in a dialog): `field(key)` gives a
 * field the draft's value and writes the change back into a copy of the draft.
 */
export function draftFields<D extends object>(draft: D, setDraft: (next: D) => void) {
  return <K extends keyof D>(key: K) => ({
    value: draft[key],
    onChange: (value: D[K]) => setDraft({ ...draft, [key]: value }),
  });
}
