import { lazyChunk, type PageRegistry } from '../../app/pageRegistry.js';

/**
 * The contingent's work pages besides the working list: the quick search, the target list an
 * operator calls from, the questionnaire answers and career-guidance navigation.
 */
export const contingentWorkPages: PageRegistry = {
  'newcontingent-list-search': lazyChunk(() => import('./QuickSearchPage.js')),
  'newcontingent-list-target': lazyChunk(() => import('./TargetListPage.js')),
  'newcontingent-list-survey': lazyChunk(() => import('./SurveyPage.js')),
  'newcontingent-list-profnavigaions': lazyChunk(() => import('./ProfnavigationPage.js')),
};
