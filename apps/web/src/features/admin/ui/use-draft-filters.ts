import { useState } from 'react';

/**
 * The filters of a list page: the fields edit a draft, Search applies it (the list refetches
 * once), Reset empties both. `barProps` wires a FiltersBar.
 */
export function useDraftFilters<T>(empty: T) {
  const [draft, setDraft] = useState<T>(empty);
  const [filters, setFilters] = useState<T>(empty);
  return {
    draft,
    setDraft,
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
