import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { closeTestClients } from './renderQr.js';

// Waits are for the stand-in server and lazy chunks, which a machine shared with other suites
// can slow well past testing-library's default second; a wait that holds still ends at once.
configure({ asyncUtilTimeout: process.env['CI'] ? 20_000 : 10_000 });

afterEach(() => {
  cleanup();
  closeTestClients();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  document.title = '';
});
