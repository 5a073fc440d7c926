import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@abitura/ui/testing';
import type { PageRegistry } from '../app/pageRegistry.js';
import { FIRST_LOAD, renderSignedIn } from '../testing/renderSignedIn.js';
import { paramsOf } from '../testing/replies.js';

const Heading = (text: string) => () => <h1>{text}</h1>;
const pages: PageRegistry = { home: Heading('Главная страница'), 'newcontingent-view': Heading('Карточка абитуриента'), 'access-users-view': Heading('Карточка пользователя') };

const ANSWER = {
  applicants: { items: [{ id: 7, fullname: 'Щербаков Пётр Иванович', birth_date: null, phones: ['+79161234567'], email: null, id_number: null, school: 'Школа № 57', processing_status: 'in_progress', matched: 'phone' }], more: false },
  organizations: null,
  users: { items: [{ id: 3, login: 'scherb', fullName: 'Щербакова Анна', phone: null, email: 'anna@college.test', status: 'active', matched: 'name' }], more: true },
};
const EVERYTHING = { viewHomepage: true, viewAbiturient: true, viewAccessUsers: true, viewUserpage: true };

async function openHome(ability: Record<string, boolean> = EVERYTHING) {
  const view = renderSignedIn({ path: '/', pages, ability, handlers: { 'Search/Global': () => ok(ANSWER) } });
  await screen.findByRole('heading', { name: 'Главная страница' }, FIRST_LOAD);
  return view;
}
const box = () => screen.getByRole('combobox', { name: 'Поиск абитуриентов, организаций и пользователей' });

describe('the header search', () => {
  it('takes the focus with Ctrl+K, lists the hits by kind, and opens the one the arrows reach with Enter', async () => {
    const { user, requests, location } = await openHome();
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(box());
    await user.keyboard('щерб');
    const list = screen.getByRole('listbox', { name: 'Найдено по запросу «щерб»' });
    await within(list).findAllByRole('option');
    expect(paramsOf(requests, 'Search/Global')).toEqual([{ query: 'щерб' }]);
    const [applicants, users] = within(list).getAllByRole('group');
    expect(within(applicants as HTMLElement).getByText('Абитуриенты')).toBeTruthy();
    expect(within(applicants as HTMLElement).getByRole('option').textContent).toContain('Школа № 57 · +7 (916) 123-45-67');
    expect(within(users as HTMLElement).getByText(/Пользователи/).textContent).toContain('есть ещё, уточните запрос');
    expect(within(users as HTMLElement).getByRole('option').textContent).toContain('scherb · Активен');
    const options = within(list).getAllByRole('option');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowDown}');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/access/users/view/3'));
    expect((box() as HTMLInputElement).value).toBe('');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('takes the focus with "/" outside a text field; Escape closes the list, then empties the box', async () => {
    const { user } = await openHome();
    await user.keyboard('/');
    expect(document.activeElement).toBe(box());
    await user.keyboard('щерб');
    await screen.findAllByRole('option');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect((box() as HTMLInputElement).value).toBe('щерб');
    await user.keyboard('{Escape}');
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('opens a hit with a click, and is not there for those who may open none of its kinds', async () => {
    const { user, location, unmount } = await openHome();
    await user.type(box(), 'щерб');
    await user.click(await screen.findByRole('option', { name: /Щербаков Пётр Иванович/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/newcontingent/view/7'));
    unmount();
    await openHome({ viewHomepage: true, viewOrganizations: true });
    expect(screen.queryByRole('combobox', { name: 'Поиск абитуриентов, организаций и пользователей' })).toBeNull();
  });
});
