import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalClose from '@mui/joy/ModalClose';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n, renderWithProviders } from '../sdk/testing/testI18n.js';
import { GuardedModal } from './GuardedModal.js';

afterEach(cleanup);

function Note({ onClose, initial = '', busy = false }: { onClose: () => void; initial?: string; busy?: boolean }) {
  const [text, setText] = useState(initial);
  return (
    <GuardedModal open onClose={onClose} busy={busy}>
      <ModalDialog aria-label="Заметка">
        <ModalClose aria-label="Закрыть" />
        <input aria-label="Текст" value={text} onChange={(event) => setText(event.target.value)} />
        <input type="checkbox" aria-label="Важно" />
        <button type="button" onClick={() => setText('из программы')}>
          Заполнить
        </button>
        <button type="button" onClick={onClose}>
          Отмена
        </button>
      </ModalDialog>
    </GuardedModal>
  );
}

async function show(props: { initial?: string; busy?: boolean } = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Note onClose={onClose} {...props} />, { i18n: await createTestI18n('ru') });
  return { user, onClose, field: screen.getByRole('textbox', { name: 'Текст' }) as HTMLInputElement };
}

describe('GuardedModal', () => {
  it('closes at once on Escape when nothing was typed, whatever was chosen or filled in by the program', async () => {
    const { user, onClose } = await show({ initial: 'было' });
    await user.click(screen.getByRole('checkbox', { name: 'Важно' }));
    await user.click(screen.getByRole('button', { name: 'Заполнить' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before Escape throws typed text away: keep editing keeps it, then giving it up closes', async () => {
    const { user, onClose, field } = await show();
    await user.type(field, 'Перезвонить в пятницу');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Закрыть без сохранения?' });
    expect(onClose).not.toHaveBeenCalled();
    expect(question.textContent).toContain('Введённый текст пропадёт.');
    const keep = screen.getByRole('button', { name: 'Продолжить ввод' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field.value).toBe('Перезвонить в пятницу');
    expect(onClose).not.toHaveBeenCalled();

    // The close button asks too; Escape in the question means "keep editing".
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Закрыть без сохранения' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes without asking when the typed text was erased back to what it was', async () => {
    const { user, onClose, field } = await show({ initial: 'было' });
    await user.type(field, '!');
    await user.type(field, '{Backspace}');
    expect(field.value).toBe('было');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("leaves the dialog's own Cancel alone", async () => {
    const { user, onClose, field } = await show();
    await user.type(field, 'текст');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('neither closes nor asks while a save runs', async () => {
    const { user, onClose, field } = await show({ busy: true });
    await user.type(field, 'текст');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
