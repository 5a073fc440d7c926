import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTimePicker } from './DateTimePicker.js';
import type { DateTimePickerProps } from './DateTimePicker.js';
import { renderWithI18n } from './testing/renderWithI18n.js';
import type { TestLanguage } from './testing/renderWithI18n.js';

afterEach(cleanup);

type HarnessProps = Partial<DateTimePickerProps> & { initial?: string; onValue?: (value: string) => void };

function Harness({ initial = '', onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimePicker
        label="Приём документов"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <button type="button">Далее</button>
    </>
  );
}

function setup(props: HarnessProps = {}, lng: TestLanguage = 'ru') {
  const onValue = vi.fn();
  renderWithI18n(<Harness {...props} onValue={onValue} />, lng);
  const group = screen.getByRole('group', { name: /Приём документов/ });
  return {
    onValue,
    group,
    date: within(group).getByLabelText<HTMLInputElement>(/^(Дата|التاريخ)/),
    time: within(group).getByLabelText<HTMLInputElement>(/^(Время|الوقت)/),
    toggle: within(group).getByRole('button', { name: /календар|التقويم/ }),
    user: userEvent.setup(),
  };
}

const cell = (name: RegExp) => screen.getByRole('gridcell', { name });

describe('DateTimePicker typing', () => {
  it('emits the stored date-time once both parts are complete', async () => {
    const { date, time, user, onValue } = setup();
    await user.type(date, '15012025');
    expect(onValue).not.toHaveBeenCalled();
    await user.type(time, '1430');
    expect(onValue).toHaveBeenLastCalledWith('2025-01-15T14:30');
    await user.type(time, '{Backspace}');
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('shows a stored value in both fields', () => {
    const { date, time } = setup({ initial: '2025-01-15T09:45' });
    expect(date.value).toBe('15.01.2025');
    expect(time.value).toBe('09:45');
  });

  it('refuses a Sunday with its message when Sundays are closed, but takes a Saturday', async () => {
    const { date, time, user, onValue } = setup({ disableDays: 'sundays', initial: '' });
    await user.type(time, '1000');
    await user.type(date, '19012025'); // Sunday
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Воскресенье — выходной день, выберите другую дату');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(onValue).not.toHaveBeenCalled();
    await user.clear(date);
    await user.type(date, '18012025'); // Saturday
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith('2025-01-18T10:00');
  });

  it('refuses Saturdays too when weekends are closed', async () => {
    const { date, user, onValue } = setup({ disableDays: 'weekends' });
    await user.type(date, '18012025');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Суббота и воскресенье — выходные дни, выберите другую дату');
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('DateTimePicker calendar', () => {
  it('opens from the keyboard on a grid whose weeks start on Monday', async () => {
    const { date, toggle, user } = setup({ initial: '2025-01-15T10:00' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(date);
    await user.tab(); // to the calendar button inside the date field
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'январь 2025 г.' });
    const headers = within(dialog).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс']);
    // 1 January 2025 was a Wednesday: third column of the first week.
    const firstWeek = within(dialog).getAllByRole('row')[1]!;
    expect(firstWeek.children).toHaveLength(7);
    expect(firstWeek.children[2]?.textContent).toBe('1');
    expect(firstWeek.children[0]?.textContent).toBe('');
    const chosen = cell(/15 января 2025/);
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(chosen);
  });

  it('moves with the arrows, pages months and chooses with Enter, returning focus to the button', async () => {
    const { date, toggle, user, onValue } = setup({ initial: '2025-01-15T10:00' });
    await user.click(toggle);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(cell(/23 января 2025/));
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('dialog', { name: 'февраль 2025 г.' })).toBeTruthy();
    expect(document.activeElement).toBe(cell(/23 февраля 2025/));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(cell(/понедельник, 17 февраля/));
    // End: Sun 23 Feb; up a week: 16 Feb; back a month: 16 Jan; two days back: 14 Jan.
    await user.keyboard('{End}{ArrowUp}{PageUp}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(cell(/14 января 2025/));
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('2025-01-14T10:00');
    expect(date.value).toBe('14.01.2025');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('does not let a closed day be chosen, by click or by Enter', async () => {
    const { toggle, user, onValue, date } = setup({ initial: '2025-01-17T10:00', disableDays: 'weekends' });
    await user.click(toggle);
    const saturday = cell(/18 января 2025/);
    expect(saturday.getAttribute('aria-disabled')).toBe('true');
    expect(cell(/19 января 2025/).getAttribute('aria-disabled')).toBe('true');
    expect(cell(/17 января 2025/).getAttribute('aria-disabled')).toBeNull();
    await user.click(saturday);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onValue).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}'); // Monday 20th
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith('2025-01-20T10:00');
    expect(date.value).toBe('20.01.2025');
  });

  it('disables the days outside min and max', async () => {
    const { toggle, user } = setup({ initial: '2025-01-15T10:00', min: '2025-01-10', max: '2025-01-20' });
    await user.click(toggle);
    expect(cell(/, 9 января 2025/).getAttribute('aria-disabled')).toBe('true');
    expect(cell(/, 10 января 2025/).getAttribute('aria-disabled')).toBeNull();
    expect(cell(/21 января 2025/).getAttribute('aria-disabled')).toBe('true');
  });

  it('closes on Escape back to the button, and when focus leaves', async () => {
    const { toggle, user } = setup({ initial: '2025-01-15T10:00' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(toggle);
    await user.click(toggle); // the button toggles: it is not "outside"
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changes month with its buttons without losing the popup', async () => {
    const { toggle, user } = setup({ initial: '2025-01-15T10:00' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Следующий месяц' }));
    expect(screen.getByRole('dialog', { name: 'февраль 2025 г.' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
    await user.click(screen.getByRole('button', { name: 'Предыдущий месяц' }));
    expect(screen.getByRole('dialog', { name: 'декабрь 2024 г.' })).toBeTruthy();
  });

  it('swaps the horizontal arrows in Arabic', async () => {
    const { toggle, user } = setup({ initial: '2025-01-15T10:00' }, 'ar');
    await user.click(toggle);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2025-01-16');
  });
});
