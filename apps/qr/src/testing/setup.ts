import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetBrowserState } from '@abitura/ui/testing';
import { closeTestClients } from './renderQr.js';

// Waits are for the stand-in server and lazy chunks, which a machine shared with other suites
// can slow well past testing-library's default second; a wait that holds still ends at once.
configure({ asyncUtilTimeout: process.env['CI'] ? 20_000 : 10_000 });

afterEach(() => {
  cleanup();
  closeTestClients();
  resetBrowserState();
});
