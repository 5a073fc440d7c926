/** Every page of the staff app, by route name; each area's pages load as their own chunks. */
import type { PageRegistry } from './pageRegistry.js';
import { miscPages } from '../pages/misc/index.js';

export const staffPages: PageRegistry = {
  ...miscPages,
};
