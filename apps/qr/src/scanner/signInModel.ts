/**
 * Who holds the scanner. The session is the SDK's (local storage, shared with the staff app on
 * the same origin, so a staff member signed in there is signed in here); the scanner needs the
 * right `checkInTickets`. The form's values live here, so a failed sign-in loses nothing typed.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { isUnreachable } from '@abitura/sdk';
import type { Client } from '@abitura/sdk';

export const CHECK_IN_PERMISSION = 'checkInTickets';

/** signed_out: show the form; missing_right: signed in without checkInTickets; allowed: scan. */
export type Access = 'signed_out' | 'missing_right' | 'allowed';

/** empty_*: a field left blank (nothing sent); offline: no server answered; refused: the server's sentence. */
export type SignInError = { kind: 'empty_login' } | { kind: 'empty_password' } | { kind: 'offline' } | { kind: 'refused'; message: string };

export interface SignInModel {
  readonly access: ReadonlySignal<Access>;
  /** The signed-in person's name (or login), for the header. */
  readonly userName: ReadonlySignal<string | null>;
  readonly login: ReadonlySignal<string>;
  readonly password: ReadonlySignal<string>;
  readonly pending: ReadonlySignal<boolean>;
  readonly error: ReadonlySignal<SignInError | null>;
  setLogin(value: string): void;
  setPassword(value: string): void;
  submit(): Promise<void>;
  signOut(): Promise<void>;
  /** Asks the server whether a stored session is still good; an ended one signs out (the SDK does). */
  verify(): Promise<void>;
}

export function createSignInModel(client: Client): SignInModel {
  const login = signal('');
  const password = signal('');
  const pending = signal(false);
  const error = signal<SignInError | null>(null);

  const access = computed<Access>(() => {
    if (!client.session.authenticated.value) return 'signed_out';
    // Read the ability signal so a new ability re-decides; client.can reads it without tracking.
    void client.session.ability.value;
    return client.can(CHECK_IN_PERMISSION) ? 'allowed' : 'missing_right';
  });

  const userName = computed(() => {
    const user = client.session.user.value;
    if (user === null) return null;
    const name = typeof user.fullName === 'string' && user.fullName.trim() !== '' ? user.fullName : user.login;
    return typeof name === 'string' && name !== '' ? name : null;
  });

  return {
    access,
    userName,
    login,
    password,
    pending,
    error,
    setLogin(value) {
      login.value = value;
    },
    setPassword(value) {
      password.value = value;
    },
    async submit() {
      if (pending.peek()) return;
      const name = login.peek().trim();
      if (name === '') return void (error.value = { kind: 'empty_login' });
      if (password.peek() === '') return void (error.value = { kind: 'empty_password' });
      pending.value = true;
      error.value = null;
      const reply = await client.login(name, password.peek());
      pending.value = false;
      if (reply.success) {
        password.value = '';
        return;
      }
      error.value = isUnreachable(reply) ? { kind: 'offline' } : { kind: 'refused', message: reply.message };
    },
    async signOut() {
      error.value = null;
      await client.logout();
    },
    async verify() {
      if (client.session.authenticated.peek()) await client.checkToken();
    },
  };
}
