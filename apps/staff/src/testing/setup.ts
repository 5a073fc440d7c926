import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetBrowserState } from '@abitura/ui/testing';
import { loadReferenceLabels } from '../models/referenceLabels.js';

// Pages and layouts are lazy chunks; under the parallel load of `npm test` their first import can
// take longer than the default 1 s of findBy*/waitFor. In CI (.ci/run) the suite shares two cores
// with the server suite on two databases, and a long filter journey was seen past 10 s there:
// these limits catch hangs, they do not measure speed.
configure({ asyncUtilTimeout: process.env['CI'] ? 20_000 : 10_000 });

// The app fetches a language's reference labels before it switches to it; tests render any
// language at once, and test files share a worker's modules, so every language is there from the start.
await Promise.all((['en', 'fr', 'ar'] as const).map((language) => loadReferenceLabels(language)));

afterEach(() => {
  cleanup();
  resetBrowserState();
});
