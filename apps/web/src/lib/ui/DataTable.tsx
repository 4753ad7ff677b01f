import type { HTMLAttributes, ReactNode } from 'react';

export interface Column<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
}

/** What a row adds to its <tr>: a class, a state to test on (data-status), … */
export type RowProps = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string | number;
  testId: string;
  rowTestId?: string;
  rowProps?: (row: T) => RowProps;
  /** The feature's own look of the table and its box on wide screens. */
  className?: string;
  wrapClassName?: string;
}

/**
 * A list as a table on wide screens and as one labelled card per row on phones (global.css
 * `.data-table`: each cell shows its column's label from data-label beside its value), so no
 * column is ever cut off and the page never scrolls sideways.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  testId,
  rowTestId = `${testId}-row`,
  rowProps,
  className,
  wrapClassName,
}: DataTableProps<T>) {
  return (
    <div className={wrapClassName ? `data-table-wrap ${wrapClassName}` : 'data-table-wrap'}>
      <table className={className ? `data-table ${className}` : 'data-table'} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} className={c.numeric ? 'data-table__num' : undefined} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} data-testid={rowTestId} {...rowProps?.(row)}>
              {columns.map((c) => (
                <td key={c.key} className={c.numeric ? 'data-table__num' : undefined} data-label={c.label}>
                  <div className="data-table__value">{c.render(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
