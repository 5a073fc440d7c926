import { lazy } from 'react';
import type { PageRegistry } from '../../app/pageRegistry.js';

/**
 * The contingent's work pages besides the working list: the quick search, the target list an
 * operator calls from, the questionnaire answers and career-guidance navigation.
 */
export const contingentWorkPages: PageRegistry = {
  'newcontingent-list-search': lazy(() => import('./QuickSearchPage.js')),
  'newcontingent-list-target': lazy(() => import('./TargetListPage.js')),
  'newcontingent-list-survey': lazy(() => import('./SurveyPage.js')),
  'newcontingent-list-profnavigaions': lazy(() => import('./ProfnavigationPage.js')),
};
