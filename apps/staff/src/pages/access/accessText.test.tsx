import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ActionError } from '@abitura/sdk';
import { renderInApp } from '../../testing/renderStaff.js';
import { useErrorText, usePermissionTitle } from './accessText.js';

function Titles() {
  const title = usePermissionTitle();
  return (
    <ul>
      <li>{title('viewAbiturient', 'Карточка абитуриента (сервер)')}</li>
      <li>{title('launchRockets', 'Запуск ракет')}</li>
      <li>{title('launchRockets', ' ')}</li>
      <li>{title('read:AclDemo', 'Чтение демо')}</li>
      <li>{title('read:AclDemo')}</li>
    </ul>
  );
}

function Errors({ errors }: { errors: unknown[] }) {
  const text = useErrorText();
  return (
    <ul>
      {errors.map((error, index) => (
        <li key={index}>{text(error) || '(none)'}</li>
      ))}
    </ul>
  );
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('access texts', () => {
  it('translates permission titles by key, falling back to the server title, then the key', () => {
    renderInApp(<Titles />, { prefs: { language: 'en' } });
    expect(items()).toEqual(['Applicant profile', 'Запуск ракет', 'launchRockets', 'Чтение демо', 'read:AclDemo']);
  });

  it('shows the server sentence in Russian and the text of the code in other languages', () => {
    const errors = [new ActionError('CONFLICT', 'Роль «Куратор» уже существует.', 'Role/Create'), new Error('boom'), null, new ActionError('NOT_FOUND', '', 'Role/Update')];
    const { unmount } = renderInApp(<Errors errors={errors} />);
    expect(items()).toEqual(['Роль «Куратор» уже существует.', 'boom', '(none)', 'Запись не найдена: возможно, её уже удалили. Обновите страницу.']);
    unmount();
    renderInApp(<Errors errors={errors} />, { prefs: { language: 'fr' } });
    expect(items()).toEqual([
      'La modification n’a pas été appliquée : elle contredit les données actuelles.',
      'L’action n’a pas pu être effectuée. Réessayez plus tard.',
      '(none)',
      'Enregistrement introuvable : il a peut-être été supprimé. Rechargez la page.',
    ]);
  });
});
