import { browserTestConfig } from '../../vitest.browser.js';

// The 10,000-call test (src/soak.test.tsx) collects garbage before it reads the heap.
export default browserTestConfig({ coverageLines: 85, execArgv: ['--expose-gc'] });
