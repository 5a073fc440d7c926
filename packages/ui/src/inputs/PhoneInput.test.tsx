import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PhoneInput } from './PhoneInput.js';
import type { PhoneInputProps } from './PhoneInput.js';
import { renderControlledField } from './testing/controlledField.js';

afterEach(cleanup);

const setup = (props: Parameters<typeof renderControlledField<PhoneInputProps>>[2] = {}) => renderControlledField(PhoneInput, 'Телефон', props);

describe('PhoneInput', () => {
  it.each(['9991234567', '79991234567', '89991234567', '+7 (999) 123-45-67', '8 (999) 123-45-67', '+79991234567'])('masks %s and stores it as E.164', async (typed) => {
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

  // Issue 22: the leading 8 was taken for the code's first digit, and a wrong number stored.
  it.each([
    ['84951112233', '+7 (495) 111-22-33', '+74951112233'],
    ['89161234567', '+7 (916) 123-45-67', '+79161234567'],
    ['8 8121234567', '+7 (812) 123-45-67', '+78121234567'],
  ])('reads %s typed with the trunk prefix 8 as the number it is', async (typed, shown, stored) => {
    const { input, user, onValue } = setup();
    await user.type(input, typed);
    expect(input.value).toBe(shown);
    expect(onValue).toHaveBeenLastCalledWith(stored);
  });

  it('stores nothing for a number a digit short, and says so on blur', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '8495111223');
    expect(input.value).toBe('+7 (495) 111-22-3');
    expect(onValue).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Введите номер полностью: 10 цифр после +7');
  });

  it('takes no keystroke that cannot continue a number: another country code, a twelfth digit', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '+1');
    expect(input.value).toBe('+');
    await user.clear(input);
    await user.type(input, '+7 916 123 45 678');
    expect(input.value).toBe('+7 (916) 123-45-67');
    expect(onValue).toHaveBeenLastCalledWith('+79161234567');
  });

  it('stores nothing for a code no number has, and says which on blur', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '+7 891 612 34 56');
    expect(onValue).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Кода +7 (891) нет: проверьте первые цифры, возможно, 8 в начале лишняя');
  });

  it.each(['+7 (916) 123-45-67', '8 916 123 45 67', '7(916)1234567', '89161234567', '8\u00a0916\u00a0123\u201345\u201367'])('takes the pasted %j whole', async (pasted) => {
    const { input, user, onValue } = setup();
    await user.click(input);
    await user.paste(JSON.parse(`"${pasted}"`) as string);
    expect(input.value).toBe('+7 (916) 123-45-67');
    expect(onValue).toHaveBeenLastCalledWith('+79161234567');
  });

  it.each([
    ['+1 202 555 0100', '«+1 202 555 0100»'],
    ['8 916 123 45 67 доб. 5', '«8 916 123 45 67 доб. 5»'],
    ['8 916 123 45 67 89', '«8 916 123 45 67 89»'],
  ])('refuses the pasted %j, says so, and keeps what the field held', async (pasted, quoted) => {
    const { input, user, onValue } = setup();
    await user.type(input, '8495');
    await user.paste(pasted);
    expect(input.value).toBe('+7 (495');
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain(quoted);
    await user.type(input, '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows what it found in its own text rather than the form's general message", async () => {
    const { input, user } = setup({ error: 'Введите номер полностью' });
    expect(screen.getByRole('alert').textContent).toBe('Введите номер полностью');
    await user.type(input, '+7 891 612 34 56');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Кода +7 (891) нет: проверьте первые цифры, возможно, 8 в начале лишняя');
  });

  it('refuses a pasted number whose code no number has', async () => {
    const { input, user, onValue } = setup();
    await user.click(input);
    await user.paste('+7 (891) 612-34-56');
    expect(input.value).toBe('');
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Кода +7 (891) нет: проверьте первые цифры, возможно, 8 в начале лишняя');
  });

  it('lets a few digits pasted into place continue the number', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '8495');
    await user.paste('111-22-33');
    expect(input.value).toBe('+7 (495) 111-22-33');
    expect(onValue).toHaveBeenLastCalledWith('+74951112233');
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

  it.each(['+78916123456', '+1 555 0100'])('names a stored number the rule does not read, keeps it until another is typed, and asks for it again', async (stored) => {
    const { input, user, onValue } = setup({ initial: stored });
    expect(input.value).toBe('');
    expect(screen.getByRole('alert').textContent).toBe(`Сохранённый номер «${stored}» не читается как российский номер: введите его заново`);
    expect(onValue).not.toHaveBeenCalled();
    await user.type(input, '89161234567');
    expect(onValue).toHaveBeenLastCalledWith('+79161234567');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
