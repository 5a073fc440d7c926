/**
 * Renders a string-valued input (phone, id number, time...) as a parent would: the value held in
 * state and fed back, every change also reported to a spy, so a test types and reads both the
 * shown text and the stored value.
 */
import { useState } from 'react';
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderWithI18n } from './renderWithI18n.js';

interface StringFieldProps {
  value: string;
  onChange: (next: string) => void;
}

export function renderControlledField<P extends StringFieldProps>(
  Field: ComponentType<P>,
  label: string,
  props: Partial<Omit<P, 'value' | 'onChange'>> & { initial?: string } = {},
) {
  const onValue = vi.fn<(value: string) => void>();
  const { initial = '', ...rest } = props;
  function Harness() {
    const [value, setValue] = useState(initial);
    const fieldProps = {
      label,
      ...rest,
      value,
      onChange: (next: string) => {
        setValue(next);
        onValue(next);
      },
    } as unknown as P;
    return <Field {...fieldProps} />;
  }
  renderWithI18n(<Harness />);
  return { onValue, input: screen.getByLabelText<HTMLInputElement>(new RegExp(label)), user: userEvent.setup() };
}
