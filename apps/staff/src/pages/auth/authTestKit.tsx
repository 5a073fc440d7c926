/** What the sign-in page tests share: the page set and quick typing. Imported by tests only. */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { PageRegistry } from '../../app/pageRegistry.js';
import { staffPages } from '../../app/pages.js';
import { authPages } from './index.js';

const Heading = (text: string) => () => <h1>{text}</h1>;

/** Every page of the app with the auth pages, and stand-ins for the pages sign-in leads to. */
export const testPages: PageRegistry = {
  ...staffPages,
  ...authPages,
  home: Heading('Главная страница'),
  'access-panel': Heading('Панель доступа'),
};

/** For a wait that spans loading a lazy page chunk, which takes a while when test files run in parallel. */
export const PAGE_LOAD = { timeout: 5000 };

/**
 * Puts `text` into the field labelled `label` as one paste (typing character by character is
 * slow in happy-dom and tests nothing more here); `{Enter}` at the end submits the form.
 */
export async function fill(user: UserEvent, label: string, text: string): Promise<void> {
  const submit = text.endsWith('{Enter}');
  await user.click(screen.getByLabelText(label));
  await user.paste(submit ? text.slice(0, -'{Enter}'.length) : text);
  if (submit) await user.keyboard('{Enter}');
}

/** The value of the field labelled `label`. */
export const valueOf = (label: string): string => (screen.getByLabelText(label) as HTMLInputElement).value;
