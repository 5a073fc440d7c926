import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTimePicker } from '@abitura/ui';
import { renderInApp } from '../testing/renderStaff.js';
import { ChoiceField } from './ChoiceField.js';
import { focusFirstProblem, TextField } from './FormDialog.js';
import { RadioChoice } from './RadioChoice.js';

const FIELDS = ['kind', 'theme', 'when', 'comment'];

/** A form with each kind of field the app's forms hold: a select, a radio group, a date-time pair, a text. */
function Form({ theme = '' }: { theme?: string }) {
  return (
    <form aria-label="Форма">
      <ChoiceField name="kind" label="Вид" value="" choices={[{ value: 'a', label: 'А' }]} noneLabel="Не выбран" onChange={() => undefined} />
      <RadioChoice
        name="theme"
        label="Тема"
        value={theme}
        choices={[
          { value: 'one', label: 'Первая' },
          { value: 'two', label: 'Вторая' },
        ]}
        onChange={() => undefined}
      />
      <DateTimePicker label="Когда" name="when" value="" onChange={() => undefined} />
      <TextField name="comment" label="Комментарий" value="" onChange={() => undefined} multiline />
    </form>
  );
}

const form = () => screen.getByRole('form', { name: 'Форма' }) as HTMLFormElement;

describe('focusFirstProblem', () => {
  it('lands on a select by its button, never on its hidden value input', async () => {
    renderInApp(<Form />);
    await screen.findByRole('combobox', { name: 'Вид' });
    expect(focusFirstProblem(form(), FIELDS, { kind: { key: 'required' }, comment: { key: 'required' } })).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Вид' }));
  });

  it('lands on the chosen radio of a group, as Tab would, or its first', async () => {
    const view = renderInApp(<Form theme="two" />);
    await screen.findByRole('radiogroup', { name: 'Тема' });
    focusFirstProblem(form(), FIELDS, { theme: { key: 'required' } });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Вторая' }));
    view.unmount();
    renderInApp(<Form />);
    await screen.findByRole('radiogroup', { name: 'Тема' });
    focusFirstProblem(form(), FIELDS, { theme: { key: 'required' } });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Первая' }));
  });

  it('finds a date and time pair by the value’s name, on its date', async () => {
    renderInApp(<Form />);
    await screen.findByRole('group', { name: 'Когда' });
    expect(focusFirstProblem(form(), FIELDS, { when: { key: 'date' }, comment: { key: 'required' } })).toBe(true);
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('whenDate'));
  });

  it('leaves the focus alone when no field of the form has a problem', async () => {
    renderInApp(<Form />);
    const comment = await screen.findByRole('textbox', { name: 'Комментарий' });
    comment.focus();
    expect(focusFirstProblem(form(), FIELDS, { other: { key: 'required' } })).toBe(false);
    expect(document.activeElement).toBe(comment);
  });
});
