import { useState } from 'react';
import { draftFields } from './use-form-values';

/**
 * The filters of a list page: the fields edit a draft, Search applies it (the list refetches
 * once), Reset empties both. `barProps` wires a FiltersBar; `field(key)` wires a filter field.
 */
export function useDraftFilters<T extends object>(empty: T) {
  const [draft, setDraft] = useState<T>(empty);
  const [filters, setFilters] = useState<T>(empty);
  return {
    draft,
    setDraft,
    field: draftFields<T>(draft, setDraft),
    filters,
    barProps: {
      onApply: () => setFilters(draft),
      onReset: () => {
        setDraft(empty);
        setFilters(empty);
      },
    },
  };
}
