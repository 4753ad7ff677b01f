import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { changeLanguage, i18n, I18nProvider } from '../../../lib/i18n';
import { DateRangePicker, type DayRange } from './DateRangePicker';
import { TimeWindowFields, shownDateTime, typedDateTime, withDay } from './TimeWindowFields';
import { monthTitle } from './CalendarButton';
import { weekdayInitials } from '../../../lib/date-range';

function RangeHost({ seen }: { seen: DayRange[] }) {
  const [range, setRange] = useState<DayRange>({ from: '2026-11-03', to: '2026-11-20' });
  return (
    <DateRangePicker
      value={range}
      onChange={(next) => {
        seen.push(next);
        setRange(next);
      }}
    />
  );
}

function WindowHost({ seen }: { seen: string[] }) {
  const [start, setStart] = useState('2026-11-03T08:30');
  const [end, setEnd] = useState('');
  const bind = (value: string, set: (v: string) => void) => ({
    value,
    onChange: (next: string) => {
      seen.push(next);
      set(next);
    },
  });
  return (
    <TimeWindowFields textPrefix="ops_" start={bind(start, setStart)} end={bind(end, setEnd)} testId="w" />
  );
}

const renderIn = (node: React.ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);

beforeEach(async () => {
  await changeLanguage('EN', false);
});
afterEach(() => cleanup());

describe('back-office date fields', () => {
  it('names months and weekdays in the operator’s language, not the browser’s', () => {
    expect(monthTitle('2026-11-01', 'zh-CN')).toBe('2026年11月');
    expect(monthTitle('2026-11-01', 'en-US')).toBe('November 2026');
    expect(weekdayInitials('zh-CN')[0]).toBe('日');
    expect(weekdayInitials('en-US')).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S']);
  });

  it('opens a calendar on the chosen day’s month and picks a day within the range’s bounds', async () => {
    const seen: DayRange[] = [];
    renderIn(<RangeHost seen={seen} />);
    fireEvent.click(screen.getByTestId('adm-range-to-calendar'));
    expect(screen.getByTestId('adm-range-to-calendar-month').textContent).toBe('November 2026');
    // Before "from" cannot be an end.
    expect(screen.getByRole('button', { name: 'November 2, 2026' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'November 25, 2026' }));
    expect(seen.at(-1)).toEqual({ from: '2026-11-03', to: '2026-11-25' });
    expect(screen.queryByTestId('adm-range-to-calendar-panel')).toBeNull();

    await act(() => changeLanguage('CN', false));
    fireEvent.click(screen.getByTestId('adm-range-from-calendar'));
    expect(screen.getByTestId('adm-range-from-calendar-month').textContent).toBe('2026年11月');
    fireEvent.click(screen.getByTestId('adm-range-from-calendar-prev'));
    expect(screen.getByTestId('adm-range-from-calendar-month').textContent).toBe('2026年10月');
  });

  it('hands a typed day up only once it is a whole day', () => {
    const seen: DayRange[] = [];
    renderIn(<RangeHost seen={seen} />);
    const from = screen.getByTestId('adm-range-from');
    fireEvent.change(from, { target: { value: '2026-11-0' } });
    expect(seen).toEqual([]);
    expect(from.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(from, { target: { value: '2026-02-30' } });
    expect(seen).toEqual([]);
    fireEvent.change(from, { target: { value: '2026-11-01' } });
    expect(seen).toEqual([{ from: '2026-11-01', to: '2026-11-20' }]);
  });

  it('reads and types a date-time with a space, hands it up as datetime-local, keeps the time on a picked day', () => {
    expect(shownDateTime('2026-11-03T08:30')).toBe('2026-11-03 08:30');
    expect(typedDateTime(' 2026-11-03  08:30 ')).toBe('2026-11-03T08:30');
    expect(typedDateTime('2026-11-03T08:30')).toBe('2026-11-03T08:30');
    expect(withDay('2026-11-03T08:30', '2026-11-09')).toBe('2026-11-09T08:30');
    expect(withDay('', '2026-11-09')).toBe('2026-11-09T00:00');

    const seen: string[] = [];
    renderIn(<WindowHost seen={seen} />);
    const start = screen.getByTestId('w-start') as HTMLInputElement;
    expect(start.value).toBe('2026-11-03 08:30');
    fireEvent.change(start, { target: { value: '2026-11-04 09:15' } });
    expect(seen.at(-1)).toBe('2026-11-04T09:15');
    fireEvent.click(screen.getByTestId('w-start-calendar'));
    fireEvent.click(screen.getByRole('button', { name: 'November 10, 2026' }));
    expect(seen.at(-1)).toBe('2026-11-10T09:15');
    expect(start.value).toBe('2026-11-10 09:15');
  });
});
