import type { contingentContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { bulkApplicantsHandler } from './bulkApplicants.js';
import { claimApplicantHandler, releaseApplicantHandler } from './claims.js';
import { createApplicantHandler } from './createApplicant.js';
import { listCuratorsHandler } from './curators.js';
import { findDuplicatesHandler } from './duplicates.js';
import { exportApplicantsHandler } from './exportApplicants.js';
import { getAbiturientHandler } from './getAbiturient.js';
import { applicantHistoryHandler } from './history.js';
import { listApplicantsHandler } from './listApplicants.js';
import { mergeApplicantsHandler } from './mergeApplicants.js';
import { contingentOverviewHandler } from './overview.js';
import { profnavigationApplicantsHandler, profnavigationSummaryHandler } from './profnavigation.js';
import { deleteSavedFilterHandler, listSavedFiltersHandler, saveFilterHandler } from './savedFilters.js';
import { searchApplicantsHandler } from './searchApplicants.js';
import { surveyListHandler } from './survey.js';
import { targetListHandler } from './targetList.js';
import { updateApplicantHandler } from './updateApplicant.js';

/** The contingent's actions: the overview, the working list, search, insertion, merging, bulk, target, survey, profnavigation. */
export const contingentHandlers: Handlers<typeof contingentContracts> = {
  'Abiturient/List': listApplicantsHandler,
  'Abiturient/Curators': listCuratorsHandler,
  'Abiturient/Overview': contingentOverviewHandler,
  'Abiturient/Export': exportApplicantsHandler,
  'Abiturient/Search': searchApplicantsHandler,
  'Abiturient/GetAbiturient': getAbiturientHandler,
  'Abiturient/FindDuplicates': findDuplicatesHandler,
  'Abiturient/Create': createApplicantHandler,
  'Abiturient/Update': updateApplicantHandler,
  'Abiturient/Merge': mergeApplicantsHandler,
  'Abiturient/History': applicantHistoryHandler,
  'Abiturient/Bulk': bulkApplicantsHandler,
  'Abiturient/SavedFilters': listSavedFiltersHandler,
  'Abiturient/SaveFilter': saveFilterHandler,
  'Abiturient/DeleteFilter': deleteSavedFilterHandler,
  'Abiturient/Target': targetListHandler,
  'Abiturient/Claim': claimApplicantHandler,
  'Abiturient/Release': releaseApplicantHandler,
  'Abiturient/Survey': surveyListHandler,
  'Profnavigation/Summary': profnavigationSummaryHandler,
  'Profnavigation/Applicants': profnavigationApplicantsHandler,
};
