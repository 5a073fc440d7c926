import { browserTestConfig } from '../../vitest.browser.js';

export default browserTestConfig({ coverageLines: 80 });
