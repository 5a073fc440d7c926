import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup.js';

const CHOICES = [
  { value: 'recall', label: 'Нужно перезвонить' },
  { value: 'inactive', label: 'Неактивен' },
  { value: 'has_questionnaire', label: 'Заполнил анкету' },
];

describe('CheckboxGroup', () => {
  it('gives each choice its own checkbox, so a label ticks its own choice, kept in the choices’ order', async () => {
    const onChange = vi.fn();
    render(<CheckboxGroup name="flags" label="Отметки" choices={CHOICES} values={['has_questionnaire']} onChange={onChange} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(new Set(boxes.map((box) => box.id)).size).toBe(CHOICES.length);
    await userEvent.click(screen.getByText('Неактивен'));
    expect(onChange).toHaveBeenCalledWith(['inactive', 'has_questionnaire']);
    expect(screen.getByRole('group', { name: 'Отметки' })).toBeTruthy();
  });

  it('says the field’s problem as an alert tied to the group, or its hint', () => {
    const { rerender } = render(<CheckboxGroup name="flags" label="Отметки" choices={CHOICES} values={[]} onChange={() => {}} hint="Можно выбрать несколько" />);
    const group = screen.getByRole('group', { name: 'Отметки' });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Можно выбрать несколько');
    rerender(<CheckboxGroup name="flags" label="Отметки" choices={CHOICES} values={[]} onChange={() => {}} error="Выберите хотя бы одну отметку" />);
    expect(screen.getByRole('alert').textContent).toBe('Выберите хотя бы одну отметку');
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
