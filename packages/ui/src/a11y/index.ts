export { visuallyHidden } from './visuallyHidden.js';
