import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DataTable, type Column } from './DataTable';

interface Bet {
  id: string;
  amount: string;
  status: string;
}

const columns: Column<Bet>[] = [
  { key: 'id', label: 'Order', render: (bet) => bet.id },
  { key: 'amount', label: 'Amount', render: (bet) => <strong>{bet.amount}</strong>, numeric: true },
];
const rows: Bet[] = [
  { id: 'L1', amount: '20.00', status: 'won' },
  { id: 'L2', amount: '5.00', status: 'pending' },
];

afterEach(cleanup);

describe('DataTable', () => {
  it('labels every cell with its column, so a phone shows each row as a card of label and value', () => {
    render(<DataTable columns={columns} rows={rows} rowKey={(bet) => bet.id} testId="bets" />);
    const table = screen.getByTestId('bets');
    expect(table.className).toBe('data-table');
    expect(table.parentElement!.className).toBe('data-table-wrap');
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Order', 'Amount']);
    const found = screen.getAllByTestId('bets-row');
    expect(found).toHaveLength(2);
    const cells = [...found[0]!.querySelectorAll('td')];
    expect(cells.map((td) => td.dataset.label)).toEqual(['Order', 'Amount']);
    expect(cells.map((td) => td.textContent)).toEqual(['L1', '20.00']);
    // One value box a cell: the label sits beside it, never between its parts.
    expect(cells[1]!.children).toHaveLength(1);
    expect(cells[1]!.firstElementChild!.className).toBe('data-table__value');
    expect(cells[1]!.className).toBe('data-table__num');
    expect(cells[0]!.className).toBe('');
  });

  it("takes the feature's classes, a row test id and per-row attributes", () => {
    render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(bet) => bet.id}
        testId="bets"
        rowTestId="bet"
        rowProps={(bet) => ({
          'data-status': bet.status,
          className: bet.status === 'won' ? 'won' : undefined,
        })}
        className="lot-table"
        wrapClassName="lot-wrap"
      />,
    );
    const table = screen.getByTestId('bets');
    expect(table.className).toBe('data-table lot-table');
    expect(table.parentElement!.className).toBe('data-table-wrap lot-wrap');
    const found = screen.getAllByTestId('bet');
    expect(found.map((tr) => tr.dataset.status)).toEqual(['won', 'pending']);
    expect(found.map((tr) => tr.className)).toEqual(['won', '']);
  });
});
