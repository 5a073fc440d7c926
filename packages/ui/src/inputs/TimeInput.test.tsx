import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { TimeInput } from './TimeInput.js';
import type { TimeInputProps } from './TimeInput.js';
import { renderControlledField } from './testing/controlledField.js';
import { renderWithI18n } from './testing/renderWithI18n.js';

afterEach(cleanup);

const setup = (props: Parameters<typeof renderControlledField<TimeInputProps>>[2] = {}) => renderControlledField(TimeInput, 'Время', props);

describe('TimeInput', () => {
  it('takes 24-hour HH:mm on the 15-minute step by default', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '1745');
    expect(input.value).toBe('17:45');
    expect(onValue).toHaveBeenLastCalledWith('17:45');
  });

  it('refuses hours past 23 and minutes off the step', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '24');
    expect(input.value).toBe('2');
    await user.type(input, '3');
    expect(input.value).toBe('23');
    await user.type(input, '2'); // no minute of a 15-minute step starts with 2
    expect(input.value).toBe('23:');
    await user.type(input, '3'); // only 30 starts with 3: completed
    expect(input.value).toBe('23:30');
    expect(onValue).toHaveBeenLastCalledWith('23:30');
  });

  it('follows the step prop', async () => {
    const { input, user, onValue } = setup({ step: 5 });
    await user.type(input, '0905');
    expect(onValue).toHaveBeenLastCalledWith('09:05');
    expect(input.value).toBe('09:05');
  });

  it('shows a time off the step floored to it and reports that', () => {
    const { input, onValue } = setup({ initial: '09:10' });
    expect(input.value).toBe('09:00');
    expect(onValue).toHaveBeenLastCalledWith('09:00');
  });

  it('asks for the whole time on blur', async () => {
    const { input, user, onValue } = setup();
    await user.type(input, '9'); // an hour is two digits: '9' cannot start one, '09' does
    expect(input.value).toBe('');
    await user.type(input, '1');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Введите время полностью: чч:мм');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('refuses a step that does not divide an hour', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the throw
    expect(() => renderWithI18n(<TimeInput label="Время" value="" onChange={() => {}} step={7} />)).toThrow(RangeError);
    quiet.mockRestore();
  });
});
