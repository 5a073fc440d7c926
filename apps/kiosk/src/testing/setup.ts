import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetBrowserState } from '@abitura/ui/testing';

afterEach(() => {
  cleanup();
  resetBrowserState();
});
