import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ChoiceField } from './ChoiceField.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { FilterSelect } from './FilterSelect.js';
import { DialogFrame, FormDialog, TextField } from './FormDialog.js';
import { ActionsHeader, ListTable } from './ListTable.js';
import { hiddenColumnsKey } from '../models/hiddenColumns.js';
import { LoadState } from './LoadState.js';
import { Muted } from './Muted.js';
import { MultiChoiceField } from './MultiChoiceField.js';
import { TablePager } from './TablePager.js';
import { TermChip } from './TermChip.js';
import { renderInApp } from '../testing/renderStaff.js';

describe('TablePager', () => {
  it('shows the range and moves between pages, with the ends disabled', async () => {
    const onPage = vi.fn();
    const { user } = renderInApp(<TablePager page={1} pageSize={25} total={60} onPage={onPage} onPageSize={() => {}} />);
    expect(screen.getByText('1–25 из 60')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Предыдущая страница' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('offers the page sizes of SPEC section 9', async () => {
    const onPageSize = vi.fn();
    const { user } = renderInApp(<TablePager page={3} pageSize={25} total={60} onPage={() => {}} onPageSize={onPageSize} />);
    expect(screen.getByText('51–60 из 60')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Следующая страница' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Строк на странице' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '20', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '100' }));
    expect(onPageSize).toHaveBeenCalledWith(100);
  });
});

describe('ListTable', () => {
  it('toggles a checkbox of the table with Enter, which no row handler then sees', async () => {
    const onRow = vi.fn();
    const onChange = vi.fn();
    const { user } = renderInApp(
      <ListTable list="test" caption="Строки" busy={false} minWidth={300}>
        <tbody>
          <tr onKeyDown={onRow}>
            <td>
              <input type="checkbox" aria-label="Выбрать" onChange={(event) => onChange(event.target.checked)} />
            </td>
          </tr>
        </tbody>
      </ListTable>,
    );
    screen.getByRole('checkbox', { name: 'Выбрать' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(onRow).not.toHaveBeenCalled();
  });
});

describe('the column chooser of every list', () => {
  const Phones = () => (
    <ListTable list="people" caption="Люди" busy={false} minWidth={300}>
      <thead>
        <tr>
          <th scope="col">Имя</th>
          <th scope="col">
            Телефон <span aria-hidden="true">↕</span>
          </th>
          <th scope="col">Почта</th>
          <ActionsHeader label="Действия" />
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Иванова</th>
          <td>+7 916 123-45-67</td>
          <td>ivanova@example.ru</td>
          <td>
            <button type="button">Изменить</button>
          </td>
        </tr>
      </tbody>
    </ListTable>
  );

  it("offers the header's columns, hides the unchecked ones and remembers them for this list", async () => {
    localStorage.clear();
    const { user, unmount } = renderInApp(<Phones />);
    await user.click(screen.getByRole('button', { name: 'Столбцы таблицы «Люди»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Столбцы таблицы' });
    const box = (name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(within(dialog).getAllByRole('checkbox')).toEqual(['Имя', 'Телефон', 'Почта', 'Действия'].map(box));
    // The column naming the rows and the row actions always show.
    expect([box('Имя').disabled, box('Действия').disabled, box('Телефон').disabled]).toEqual([true, true, false]);
    await user.click(box('Телефон'));
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(getComputedStyle(screen.getByText('+7 916 123-45-67')).display).toBe('none'));
    expect(getComputedStyle(screen.getByText('ivanova@example.ru')).display).not.toBe('none');
    expect(localStorage.getItem(hiddenColumnsKey('people', null))).toBe('[1]');
    unmount();

    const again = renderInApp(<Phones />);
    expect(getComputedStyle(screen.getByText('+7 916 123-45-67')).display).toBe('none');
    await again.user.click(screen.getByRole('button', { name: 'Столбцы таблицы «Люди»' }));
    await again.user.click(await screen.findByRole('button', { name: 'Вернуть столбцы по умолчанию' }));
    await waitFor(() => expect(getComputedStyle(screen.getByText('+7 916 123-45-67')).display).not.toBe('none'));
    expect(localStorage.getItem(hiddenColumnsKey('people', null))).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('runs the action and closes when it succeeds', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn(async () => true);
    const { user } = renderInApp(
      <ConfirmDialog open title="Заблокировать?" confirmLabel="Заблокировать" onConfirm={onConfirm} onClose={onClose}>
        Пользователь потеряет доступ.
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Заблокировать?' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Отмена');
    await user.click(screen.getByRole('button', { name: 'Заблокировать' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays open with the reason when the action fails', async () => {
    const onClose = vi.fn();
    const { user } = renderInApp(
      <ConfirmDialog open title="Удалить?" confirmLabel="Удалить" onConfirm={() => false} onClose={onClose} error="Роль используется">
        Текст
      </ConfirmDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Роль используется');
  });
});

describe('LoadState', () => {
  it('shows loading, then a failure with retry, then the empty text, then the content', async () => {
    const onRetry = vi.fn();
    const { rerender, user } = renderInApp(<LoadState loading>content</LoadState>);
    expect(screen.getByRole('status').textContent).toContain('Загрузка');
    rerender(<LoadState loading={false} error="Не удалось загрузить" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<LoadState loading={false} empty emptyHint="Измените фильтр" />);
    expect(screen.getByText('Нет данных')).toBeTruthy();
    rerender(<LoadState loading={false}>content</LoadState>);
    expect(screen.getByText('content')).toBeTruthy();
  });
});

describe('Muted', () => {
  it('reads at the size of the text around it, in a table cell as in a paragraph', () => {
    renderInApp(
      <>
        <ListTable list="test" caption="Таблица" busy={false} minWidth={100}>
          <tbody>
            <tr>
              <td data-testid="cell">
                <Muted>нет сведений</Muted>
              </td>
            </tr>
          </tbody>
        </ListTable>
        <p data-testid="paragraph" style={{ fontSize: '20px' }}>
          <Muted>входа ещё не было</Muted>
        </p>
      </>,
    );
    expect(getComputedStyle(screen.getByText('нет сведений')).fontSize).toBe(getComputedStyle(screen.getByTestId('cell')).fontSize);
    expect(getComputedStyle(screen.getByText('входа ещё не было')).fontSize).toBe('20px');
  });
});

describe('selects in a dialog', () => {
  const choices = [
    { value: 'a', label: 'Первый' },
    { value: 'b', label: 'Второй' },
  ];

  it('closes only the open list on Escape, keeping the dialog and what was chosen; the next Escape closes the dialog', async () => {
    const onClose = vi.fn();
    const { user } = renderInApp(
      <DialogFrame open title="Новая запись" busy={false} onClose={onClose}>
        <ChoiceField label="Вид" value="a" choices={choices} onChange={() => {}} />
        <FilterSelect label="Фильтр" value={null} choices={choices} anyLabel="Любой" onChange={() => {}} />
        <MultiChoiceField label="Несколько" values={['b']} choices={choices} anyLabel="Все" onChange={() => {}} />
      </DialogFrame>,
    );
    for (const name of ['Вид', 'Фильтр', 'Несколько']) {
      const select = screen.getByRole('combobox', { name });
      await user.click(select);
      await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('true'));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('false'));
      expect(onClose, name).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Новая запись' })).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: 'Вид' }).textContent).toBe('Первый');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('form dialogs', () => {
  function Comment({ onClose }: { onClose: () => void }) {
    const [text, setText] = useState('');
    return (
      <FormDialog open title="Комментарий" submitLabel="Сохранить" submitting={false} formError={null} onSubmit={() => {}} onClose={onClose}>
        <TextField name="comment" label="Текст" value={text} onChange={setText} autoFocus />
      </FormDialog>
    );
  }

  it('asks before Escape throws away typed text, keeping it on "keep editing"', async () => {
    const onClose = vi.fn();
    const { user } = renderInApp(<Comment onClose={onClose} />);
    const field = screen.getByRole('textbox', { name: 'Текст' }) as HTMLInputElement;
    await user.type(field, 'Перезвонить завтра');
    await user.keyboard('{Escape}');
    await screen.findByRole('alertdialog', { name: 'Закрыть без сохранения?' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Продолжить ввод' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field.value).toBe('Перезвонить завтра');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('TermChip', () => {
  afterEach(() => vi.useRealTimers());

  it('names the campaign a season-bound flag or tag belongs to, and says once it is past', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-07-01T10:00:00+03:00'));
    const { unmount } = renderInApp(<TermChip group="flag" value="active_25" />);
    expect(screen.getByText('Активен в приёмной кампании 2025')).toBeTruthy();
    unmount();
    vi.setSystemTime(new Date('2026-11-20T10:00:00+03:00'));
    renderInApp(
      <>
        <TermChip group="flag" value="active_24" />
        <TermChip group="tag" value="prkom2024" />
        <TermChip group="flag" value="recall" />
      </>,
    );
    expect(screen.getByText('Активен в приёмной кампании 2024 (прошедший сезон)')).toBeTruthy();
    expect(screen.getByText('Приёмная кампания 2024 (прошедший сезон)')).toBeTruthy();
    expect(screen.getByText('Нужно перезвонить')).toBeTruthy();
  });
});

describe('ChoiceField', () => {
  it('says a value is not in the list instead of showing its bare code', () => {
    renderInApp(<ChoiceField label="Тип" value="9" choices={[{ value: '8', label: 'Не дозвонились' }]} noneLabel="Не выбран" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Тип' }).textContent).toBe('Нет в списке (9)');
  });
});
