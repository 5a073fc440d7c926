import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderInApp } from '../testing/renderStaff.js';
import { ColumnChart } from './ColumnChart.js';
import { toneFill } from './colors.js';
import { PartsBar } from './PartsBar.js';
import { dayPoints } from './timeAxis.js';

const week = dayPoints(
  [
    { day: '2026-09-13', count: 2 },
    { day: '2026-09-14', count: 5 },
    { day: '2026-09-15', count: 0 },
  ],
  'ru',
);

function columns(props: Partial<Parameters<typeof ColumnChart>[0]> = {}) {
  return (
    <ColumnChart
      label="Входы по дням"
      summary="Всего 7 входов"
      points={week}
      valueText={(value) => `${value} вх.`}
      formatValue={String}
      emptyText="Входов не было"
      {...props}
    />
  );
}

const statuses = [
  { key: 'active', label: 'Активен', value: 6, color: toneFill('success') },
  { key: 'new', label: 'Новый', value: 2, color: toneFill('primary') },
  { key: 'banned', label: 'Заблокирован', value: 0, color: toneFill('danger') },
];

function parts(props: Partial<Parameters<typeof PartsBar>[0]> = {}) {
  return (
    <PartsBar
      label="Пользователи по статусам"
      summary="Всего 8"
      parts={statuses}
      valueText={(value, percent) => `${value} (${percent} %)`}
      emptyText="Пользователей нет"
      {...props}
    />
  );
}

/** The columns' x positions in document order (oldest first). */
const columnXs = () =>
  screen.getAllByRole('img').map((mark) => Number(mark.querySelectorAll('rect')[1]?.getAttribute('x')));

describe('ColumnChart', () => {
  it('names the chart and every column with its full date and value', () => {
    renderInApp(columns());
    const chart = screen.getByRole('group', { name: 'Входы по дням' });
    expect(chart.querySelector('desc')?.textContent).toBe('Всего 7 входов');
    expect(within(chart).getAllByRole('img').map((mark) => mark.getAttribute('aria-label'))).toEqual([
      'воскресенье, 13.09.2026: 2 вх.',
      'понедельник, 14.09.2026: 5 вх.',
      'вторник, 15.09.2026: 0 вх.',
    ]);
    expect(chart.textContent).toContain('14.09');
  });

  it('is one tab stop, on the newest column, and the arrows move along the columns with a tooltip', async () => {
    const { user } = renderInApp(columns());
    const marks = screen.getAllByRole('img');
    expect(marks.map((mark) => mark.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
    await user.tab();
    expect(document.activeElement).toBe(marks[2]);
    fireEvent.keyDown(marks[2]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(marks[1]);
    expect(screen.getByText('5 вх.')).toBeTruthy();
    fireEvent.keyDown(marks[1]!, { key: 'Home' });
    expect(document.activeElement).toBe(marks[0]);
    expect(marks.map((mark) => mark.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    fireEvent.keyDown(marks[0]!, { key: 'Escape' });
    expect(screen.queryByText('2 вх.')).toBeNull();
  });

  it('shows the value of a hovered column', async () => {
    const { user } = renderInApp(columns());
    await user.hover(screen.getAllByRole('img')[0]!);
    expect(screen.getByText('2 вх.')).toBeTruthy();
    expect(screen.getByText('воскресенье, 13.09.2026')).toBeTruthy();
  });

  it('runs right to left in Arabic, and the arrows follow what the eye sees', () => {
    renderInApp(columns(), { prefs: { language: 'ar' } });
    const xs = columnXs();
    expect(xs[0]).toBeGreaterThan(xs[1]!);
    expect(xs[1]).toBeGreaterThan(xs[2]!);
    const marks = screen.getAllByRole('img');
    marks[2]!.focus();
    fireEvent.keyDown(marks[2]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(marks[1]);
  });

  it('says so instead of drawing flat columns when every value is 0', () => {
    renderInApp(columns({ points: week.map((point) => ({ ...point, value: 0 })) }));
    expect(screen.getByText('Входов не было')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('PartsBar', () => {
  it('names each non-empty part with its value and share', () => {
    renderInApp(parts());
    const chart = screen.getByRole('group', { name: 'Пользователи по статусам' });
    expect(within(chart).getAllByRole('img').map((mark) => mark.getAttribute('aria-label'))).toEqual([
      'Активен: 6 (75 %)',
      'Новый: 2 (25 %)',
    ]);
    expect(chart.querySelector('desc')?.textContent).toBe('Всего 8');
  });

  it('colours the parts from the theme variables', () => {
    renderInApp(parts());
    const fills = screen.getAllByRole('img').map((mark) => mark.querySelector('rect')?.getAttribute('fill'));
    expect(fills).toEqual(['var(--joy-palette-success-solidBg)', 'var(--joy-palette-primary-solidBg)']);
  });

  it('moves between parts with the keyboard and shows the focused one', async () => {
    const { user } = renderInApp(parts());
    await user.tab();
    const marks = screen.getAllByRole('img');
    expect(document.activeElement).toBe(marks[0]);
    fireEvent.keyDown(marks[0]!, { key: 'End' });
    expect(document.activeElement).toBe(marks[1]);
    expect(screen.getByText('2 (25 %)')).toBeTruthy();
  });

  it('starts from the right in Arabic', () => {
    renderInApp(parts(), { prefs: { language: 'ar' } });
    const [first, second] = screen.getAllByRole('img').map((mark) => Number(mark.querySelector('rect')?.getAttribute('x')));
    expect(first).toBeGreaterThan(second!);
  });

  it('says so when the whole is empty', () => {
    renderInApp(parts({ parts: statuses.map((part) => ({ ...part, value: 0 })) }));
    expect(screen.getByText('Пользователей нет')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
