import type { Column } from './PagedTable';
import { formatDateTime } from './format';

/** A column of a moment (requested, applied, created), kept on one line. */
export function timeColumn<T>(key: string, header: string, at: (row: T) => number | null): Column<T> {
  return { key, header, render: (row) => formatDateTime(at(row)), nowrap: true };
}
