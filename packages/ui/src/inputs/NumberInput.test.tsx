import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberInput } from './NumberInput.js';
import type { NumberInputProps } from './NumberInput.js';
import { renderWithI18n } from './testing/renderWithI18n.js';

afterEach(cleanup);

const NBSP = '\u00a0';

type HarnessProps = Partial<NumberInputProps> & { initial?: number | null; onValue?: (value: number | null) => void };

function Harness({ initial = null, onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumberInput
      label="Сумма"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

/** Exact text (no whitespace normalizing: the separator is U+00A0) of what describes the input. */
function description(input: HTMLInputElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id === null ? null : (document.getElementById(id)?.textContent ?? null);
}

function setup(props: HarnessProps = {}) {
  const onValue = vi.fn();
  renderWithI18n(<Harness {...props} onValue={onValue} />);
  return { onValue, input: screen.getByLabelText<HTMLInputElement>(/Сумма/), user: userEvent.setup() };
}

describe('NumberInput', () => {
  it('groups thousands with a no-break space and reports the number', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '1234567');
    expect(input.value).toBe(`1${NBSP}234${NBSP}567`);
    expect(onValue).toHaveBeenLastCalledWith(1234567);
  });

  it('keeps 2 fraction digits by default, with "," as the radix and "." mapped to it', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '1234,567');
    expect(input.value).toBe(`1${NBSP}234,56`);
    expect(onValue).toHaveBeenLastCalledWith(1234.56);
    await user.clear(input);
    await user.type(input, '12.5');
    expect(input.value).toBe('12,5');
    expect(onValue).toHaveBeenLastCalledWith(12.5);
  });

  it('takes the scale from its prop and ignores letters', async () => {
    const { input, user, onValue } = setup({ scale: 0 });
    await user.type(input, '1x2,5a');
    expect(input.value).toBe('125');
    expect(onValue).toHaveBeenLastCalledWith(125);
    expect(input.inputMode).toBe('numeric');
  });

  it('clamps to max: the value at once, the text on blur, with a note saying so', async () => {
    const { input, user, onValue } = setup({ min: 0, max: 1000 });
    await user.type(input, '5000');
    expect(input.value).toBe(`5${NBSP}000`);
    expect(onValue).toHaveBeenLastCalledWith(1000);
    await user.tab();
    expect(input.value).toBe(`1${NBSP}000`);
    expect(description(input)).toBe(`Наибольшее допустимое значение — 1${NBSP}000, оно подставлено`);
    expect(input.getAttribute('aria-invalid')).toBeNull(); // corrected, not wrong
    await user.type(input, '{Backspace}');
    expect(screen.queryByText(/Наибольшее/)).toBeNull();
  });

  it('clamps to min on blur', async () => {
    const { input, user, onValue } = setup({ min: 10 });
    await user.type(input, '5');
    expect(onValue).toHaveBeenLastCalledWith(10);
    await user.tab();
    expect(input.value).toBe('10');
    expect(description(input)).toBe('Наименьшее допустимое значение — 10, оно подставлено');
  });

  it('allows a minus only when min allows negatives', async () => {
    const positive = setup({ min: 0 });
    await positive.user.type(positive.input, '-5');
    expect(positive.input.value).toBe('5');
    cleanup();
    const any = setup();
    await any.user.type(any.input, '-5');
    expect(any.input.value).toBe('-5');
    expect(any.onValue).toHaveBeenLastCalledWith(-5);
  });

  it('tidies the text on blur and reports null when emptied', async () => {
    const { input, user, onValue } = setup({ initial: 1234.5 });
    expect(input.value).toBe(`1${NBSP}234,5`);
    await user.type(input, '0');
    await user.tab();
    expect(input.value).toBe(`1${NBSP}234,5`);
    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('asks to fill a required field left empty', async () => {
    const { input, user } = setup({ required: true });
    await user.click(input);
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Заполните это поле');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
