import { PagedTable, type Column } from './PagedTable';

/**
 * A short list the server answers whole (tags, entries, lottery games) in the look of the paged
 * lists: one page holding every row.
 */
export function WholeTable<T>({
  rows,
  columns,
  rowKey,
  rowProps,
  loading,
  error,
  onRetry,
  testId,
}: {
  rows: T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  rowProps?: (row: T) => Record<string, string | number | undefined>;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  testId: string;
}) {
  const total = rows?.length ?? 0;
  return (
    <PagedTable
      rows={rows}
      columns={columns}
      rowKey={rowKey}
      rowProps={rowProps}
      total={total}
      page={1}
      size={Math.max(total, 1)}
      onPage={() => {}}
      loading={loading}
      error={error}
      onRetry={onRetry}
      testId={testId}
    />
  );
}

/** WholeTable's state props from the query that loads the rows. */
export function wholeQueryProps(query: { isFetching: boolean; isError: boolean; refetch: () => unknown }) {
  return {
    loading: query.isFetching,
    error: query.isError,
    onRetry: () => void query.refetch(),
  };
}
