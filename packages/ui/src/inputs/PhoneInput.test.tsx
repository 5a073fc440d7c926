import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PhoneInput } from './PhoneInput.js';
import type { PhoneInputProps } from './PhoneInput.js';
import { renderControlledField } from './testing/controlledField.js';

afterEach(cleanup);

const setup = (props: Parameters<typeof renderControlledField<PhoneInputProps>>[2] = {}) => renderControlledField(PhoneInput, 'Телефон', props);

describe('PhoneInput', () => {
  it.each(['9991234567', '79991234567', '+7 (999) 123-45-67'])('masks %s and stores it as E.164', async (typed) => {
    const { input, user, onValue } = setup();
    await user.type(input, typed);
    expect(input.value).toBe('+7 (999) 123-45-67');
    expect(onValue).toHaveBeenLastCalledWith('+79991234567');
    expect(input.type).toBe('tel');
  });

  it('ignores letters and digits past the end', async () => {
    const { input, user } = setup();
    await user.type(input, 'abc999x12345670');
    expect(input.value).toBe('+7 (999) 123-45-67');
  });

  it('stores nothing for an incomplete number and says so on blur', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '99912');
    expect(input.value).toBe('+7 (999) 12');
    expect(onValue).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Введите номер полностью: 10 цифр после +7');
  });

  it('normalizes a pasted number written with the trunk prefix 8', async () => {
    const { input, user, onValue } = setup();
    await user.click(input);
    await user.paste('8 (999) 123-45-67');
    expect(input.value).toBe('+7 (999) 123-45-67');
    expect(onValue).toHaveBeenLastCalledWith('+79991234567');
  });

  it('shows a stored number in any form normalizePhone reads', () => {
    const { input } = setup({ initial: '89991234567' });
    expect(input.value).toBe('+7 (999) 123-45-67');
  });

  it('clears a stored number the mask cannot show', () => {
    const { input } = setup({ initial: '+1 555 0100' });
    expect(input.value).toBe('');
  });
});
