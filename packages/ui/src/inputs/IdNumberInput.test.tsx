import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { IdNumberInput } from './IdNumberInput.js';
import type { IdNumberInputProps } from './IdNumberInput.js';
import { renderControlledField } from './testing/controlledField.js';

afterEach(cleanup);

const setup = (props: Parameters<typeof renderControlledField<IdNumberInputProps>>[2] = {}) => renderControlledField(IdNumberInput, 'СНИЛС', props);

// 1*9 + 1*8 + 2*7 + 2*6 + 3*5 + 3*4 + 4*3 + 4*2 + 5*1 = 95: check digits 95.
const VALID = '11223344595';

describe('IdNumberInput', () => {
  it('groups the digits 3-3-3-2 and reports the digits only', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '1234');
    expect(input.value).toBe('123-4');
    expect(onValue).toHaveBeenLastCalledWith('1234');
    await user.type(input, '5678901');
    expect(input.value).toBe('123-456-789 01');
    expect(onValue).toHaveBeenLastCalledWith('12345678901');
  });

  it('ignores letters and a 12th digit', async () => {
    const { input, user } = setup();
    await user.type(input, '12a3-456b789012');
    expect(input.value).toBe('123-456-789 01');
  });

  it('refuses an incomplete number on blur', async () => {
    const { input, user } = setup();
    await user.type(input, '123456');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Номер состоит из 11 цифр');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the check digits only when asked to', async () => {
    const lax = setup({ initial: '11223344500' });
    expect(lax.input.value).toBe('112-233-445 00');
    await lax.user.click(lax.input);
    await lax.user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    const strict = setup({ checkChecksum: true });
    await strict.user.type(strict.input, '11223344500');
    await strict.user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Номер введён с ошибкой: не сходится контрольное число');
    await strict.user.clear(strict.input);
    await strict.user.type(strict.input, VALID);
    await strict.user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(strict.onValue).toHaveBeenLastCalledWith(VALID);
  });
});
