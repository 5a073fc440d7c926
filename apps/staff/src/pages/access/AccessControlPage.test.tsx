import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { findRoute } from '@abitura/sdk';
import { ok, respondWith, TEST_SESSION } from '@abitura/ui/testing';
import { staffPages } from '../../app/pages.js';
import { renderInApp, renderStaff } from '../../testing/renderStaff.js';
import AccessControlPage from './AccessControlPage.js';
import { accessPages } from './index.js';

const route = findRoute('access-control')!;
const withAbility = (ability: Record<string, unknown>[]) => ({ ...TEST_SESSION, ability });

function show(ability: Record<string, unknown>[]) {
  return renderInApp(<AccessControlPage route={route} params={{}} />, { session: withAbility(ability) });
}

describe('access-control page', () => {
  it('opens at /access-control for a user whose ability has the read AclDemo entry, and names that entry', async () => {
    const session = withAbility([{ viewHomepage: true }, { 'read:AclDemo': true }]);
    renderStaff({ path: '/access-control', pages: { ...staffPages, ...accessPages }, session, respond: respondWith({ 'User/CheckToken': () => ok(session) }) });
    // The page is a lazy chunk behind the route gate: allow for its first load.
    expect(await screen.findByRole('heading', { level: 1, name: 'Проверка прав' }, { timeout: 10_000 })).toBeTruthy();
    const result = screen.getAllByRole('status').find((node) => node.textContent?.includes('Доступ разрешён'))!;
    expect(result.textContent).toContain('Доступ разрешён: действие «чтение» над AclDemo вам доступно.');
    expect(within(result).getByText('Правило 2 содержит запись «read:AclDemo».')).toBeTruthy();
  });

  it('explains an administrator passes every check through the admin permission', () => {
    show([{ admin: true, viewHomepage: true }]);
    // The main check and each of the three other actions.
    expect(screen.getAllByText('Правило 1 содержит право «admin»: администратор может любое действие над любым объектом.')).toHaveLength(4);
    const others = screen.getByRole('table', { name: 'Другие действия над AclDemo' });
    const rows = within(others).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['создание', 'изменение', 'удаление']);
    expect(within(others).getAllByText('разрешено')).toHaveLength(3);
  });

  it('names a {action, subject} rule, and says which other actions no rule allows', () => {
    show([{ action: 'read', subject: 'AclDemo' }, { 'update:AclDemo': true }]);
    expect(screen.getByText('Правило 1 разрешает действие «read» над объектом AclDemo.')).toBeTruthy();
    const others = screen.getByRole('table', { name: 'Другие действия над AclDemo' });
    const cells = within(others)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['не разрешено', 'Ни одно правило не разрешает.'],
      ['разрешено', 'Правило 2 содержит запись «update:AclDemo».'],
      ['не разрешено', 'Ни одно правило не разрешает.'],
    ]);
  });

  it('says what is missing and what comes close when nothing grants', () => {
    show([{ viewHomepage: true, 'read:AclDemo': false }, { action: 'read', subject: 'AclDemo', inverted: true }, { 'delete:AclDemo': true }]);
    const result = screen.getAllByRole('status').find((node) => node.textContent?.includes('Доступа нет'))!;
    expect(result.textContent).toContain('Доступа нет: действие «чтение» над AclDemo вам недоступно.');
    const items = within(result).getAllByRole('listitem').map((node) => node.textContent);
    expect(items).toEqual([
      'В правиле 1 запись «read:AclDemo» есть, но выключена.',
      'Правило 2 запрещающее: оно не разрешает «read» над AclDemo.',
      'Правило 3 разрешает над AclDemo другое действие: «delete».',
    ]);
    expect(result.textContent).toContain('Ни одно из 3 правил не содержит записи «read:AclDemo», правила «read» для AclDemo или права «admin».');
    expect(result.textContent).toContain('Права выдаёт администратор: через роль или группу привилегий.');
  });

  it('lists the rules of the ability by the names of their permissions, the codes on demand, and says when there are none', async () => {
    const { unmount, user } = show([{ viewHomepage: true, admin: false, 'update:AclDemo': true }]);
    const rules = screen.getByRole('region', { name: 'Ваш набор прав: 1 правило' });
    expect(within(rules).getAllByText(/./).map((node) => node.textContent)).toEqual(expect.arrayContaining(['Главная страница', 'Администрирование: приём, очередь, генератор QR: выключено', 'изменение: AclDemo']));
    expect(rules.textContent).not.toContain('viewHomepage');
    await user.click(screen.getByRole('switch', { name: 'Показать коды прав' }));
    expect(within(rules).getByText('viewHomepage')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Другие действия над AclDemo' })).getByText('create:AclDemo')).toBeTruthy();
    unmount();
    show([]);
    expect(screen.getAllByText('В вашем наборе прав нет ни одного правила.')).toHaveLength(2);
  });

  it('reads in Arabic', () => {
    renderInApp(<AccessControlPage route={route} params={{}} />, { session: withAbility([{ admin: true }]), prefs: { language: 'ar' } });
    expect(screen.getByRole('heading', { level: 1, name: 'التحقق من الصلاحيات' })).toBeTruthy();
    expect(screen.getAllByText('القاعدة 1 تحتوي على صلاحية «admin»: يستطيع المسؤول تنفيذ أي إجراء على أي عنصر.')).toHaveLength(4);
  });
});
