import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrictMode, useState } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput, dateErrorMessage } from './DateInput.js';
import type { DateInputProps } from './DateInput.js';
import { createTestI18n, renderWithI18n } from './testing/renderWithI18n.js';
import type { TestLanguage } from './testing/renderWithI18n.js';

afterEach(cleanup);

type HarnessProps = Partial<DateInputProps> & { initial?: string; onValue?: (value: string) => void };

/** A parent that keeps the stored value, as a form would. */
function Harness({ initial = '', onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      label="Дата рождения"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

function setup(props: HarnessProps = {}, lng: TestLanguage = 'ru') {
  const onValue = vi.fn();
  const view = renderWithI18n(<Harness {...props} onValue={onValue} />, lng);
  const input = screen.getByLabelText<HTMLInputElement>(/Дата рождения/);
  return { ...view, onValue, input, user: userEvent.setup() };
}

/** The error shown under the field, checked to be the input's description. */
function shownError(input: HTMLInputElement): string | null {
  const alert = screen.queryByRole('alert');
  if (alert === null) return null;
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  return alert.textContent;
}

describe('DateInput typing', () => {
  it('formats digits as dd.mm.yyyy and reports the stored date once it is complete', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '0105');
    expect(input.value).toBe('01.05');
    expect(onValue).not.toHaveBeenCalled();
    await user.type(input, '2024');
    expect(input.value).toBe('01.05.2024');
    expect(onValue).toHaveBeenLastCalledWith('2024-05-01');
  });

  it('ignores letters and other characters', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, 'a0x1/0b2-2024z');
    expect(input.value).toBe('01.02.2024');
    expect(onValue).toHaveBeenLastCalledWith('2024-02-01');
  });

  it('ignores a 9th digit', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '010120249');
    expect(input.value).toBe('01.01.2024');
    expect(onValue).toHaveBeenLastCalledWith('2024-01-01');
  });

  it('refuses digits outside the day, month and year ranges as they are typed', async () => {
    const { input, user } = setup();
    await user.type(input, '4'); // no day starts with 4
    expect(input.value).toBe('');
    await user.type(input, '0113'); // month 13 cannot be
    expect(input.value).toBe('01.1');
    await user.clear(input);
    await user.type(input, '01011'); // year: after '1' only 9 leads into 1900-1999
    await user.type(input, '8');
    expect(input.value).toBe('01.01.1');
  });

  it('reports an empty value again when a digit of a complete date is deleted, keeping the text', async () => {
    const { input, user, onValue } = setup({ initial: '2024-05-31' });
    expect(input.value).toBe('31.05.2024');
    await user.type(input, '{Backspace}');
    expect(input.value).toBe('31.05.202');
    expect(onValue).toHaveBeenLastCalledWith('');
  });
});

describe('DateInput validation', () => {
  it.each([
    ['31022025', '31.02.2025'],
    ['29022023', '29.02.2023'],
    ['31042024', '31.04.2024'],
  ])('shows that %s does not exist on blur, and stores nothing', async (digits, shown) => {
    const { input, user, onValue } = setup();
    await user.type(input, digits);
    expect(input.value).toBe(shown);
    expect(shownError(input)).toBeNull(); // not while typing
    await user.tab();
    expect(shownError(input)).toBe('Такой даты нет в календаре');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('accepts 29 February of a leap year', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '29022024');
    await user.tab();
    expect(shownError(input)).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith('2024-02-29');
  });

  it('asks for the whole date when left incomplete, and drops the error once it is fixed', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '0105');
    await user.tab();
    expect(shownError(input)).toBe('Введите дату полностью: дд.мм.гггг');
    await user.type(input, '20');
    expect(shownError(input)).toBeNull(); // still typing: not wrong yet
    await user.type(input, '24');
    expect(shownError(input)).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith('2024-05-01');
  });

  it('keeps a shown error in step with the edits', async () => {
    const { input, user } = setup();
    await user.type(input, '31022025');
    await user.tab();
    await user.type(input, '{Backspace}6');
    expect(shownError(input)).toBe('Такой даты нет в календаре');
    await user.clear(input);
    await user.type(input, '28022026');
    expect(shownError(input)).toBeNull();
  });

  it('enforces min and max with the bound in the message', async () => {
    const { input, user, onValue } = setup({ min: '2024-01-01', max: new Date(2024, 11, 31) });
    await user.type(input, '31122023');
    await user.tab();
    expect(shownError(input)).toBe('Дата не может быть раньше 01.01.2024');
    await user.clear(input);
    await user.type(input, '01012025');
    await user.tab();
    expect(shownError(input)).toBe('Дата не может быть позже 31.12.2024');
    await user.clear(input);
    await user.type(input, '31122024');
    await user.tab();
    expect(shownError(input)).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith('2024-12-31');
  });

  it('runs the extra rule on a valid date', async () => {
    const { input, user, onValue } = setup({ validate: (stored) => (stored === '2024-06-12' ? 'Праздник' : null) });
    await user.type(input, '12062024');
    await user.tab();
    expect(shownError(input)).toBe('Праздник');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('asks to fill a required field left empty', async () => {
    const { input, user } = setup({ required: true });
    expect(input.required).toBe(true);
    await user.click(input);
    await user.tab();
    expect(shownError(input)).toBe('Заполните это поле');
  });

  it('shows an error given from outside and translates its own in other languages', async () => {
    const { input } = setup({ error: 'Ошибка сервера' });
    expect(shownError(input)).toBe('Ошибка сервера');
    cleanup();
    const english = setup({}, 'en');
    await english.user.type(english.input, '31022025');
    await english.user.tab();
    expect(shownError(english.input)).toBe('This date does not exist');
  });
});

describe('DateInput as a controlled field', () => {
  it('shows the stored value and follows changes from the parent', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithI18n(<DateInput label="Дата" value="2024-05-31" onChange={onChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('Дата');
    expect(input.value).toBe('31.05.2024');
    rerender(<DateInput label="Дата" value="2025-01-02" onChange={onChange} />);
    expect(input.value).toBe('02.01.2025');
    rerender(<DateInput label="Дата" value="" onChange={onChange} />);
    expect(input.value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps its mask through the double mounting of StrictMode', async () => {
    const onValue = vi.fn();
    renderWithI18n(
      <StrictMode>
        <Harness onValue={onValue} />
      </StrictMode>,
    );
    const input = screen.getByLabelText<HTMLInputElement>(/Дата рождения/);
    await userEvent.setup().type(input, 'x01052024');
    expect(input.value).toBe('01.05.2024');
    expect(onValue).toHaveBeenLastCalledWith('2024-05-01');
  });

  it('is disabled with its label', () => {
    renderWithI18n(<DateInput label="Дата" value="" onChange={() => {}} disabled />);
    expect(screen.getByLabelText<HTMLInputElement>('Дата').disabled).toBe(true);
  });
});

describe('dateErrorMessage', () => {
  it('translates the codes that only a programmatic text can reach', () => {
    const { t } = createTestI18n('ru');
    expect(dateErrorMessage(t, 'year', {})).toBe('Год — от 1900 до 9999');
    expect(dateErrorMessage(t, 'day', {})).toBe('День — число от 1 до 31');
    expect(dateErrorMessage(t, 'month', {})).toBe('Месяц — число от 1 до 12');
    expect(dateErrorMessage(t, 'max', { max: '31.12.2030' })).toBe('Дата не может быть позже 31.12.2030');
  });
});
