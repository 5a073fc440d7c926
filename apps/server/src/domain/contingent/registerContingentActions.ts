import {
  applicantHistory,
  bulkApplicants,
  claimApplicant,
  contingentOverview,
  createApplicant,
  deleteSavedFilter,
  exportApplicants,
  findDuplicates,
  getAbiturient,
  listApplicants,
  listCurators,
  listSavedFilters,
  mergeApplicants,
  profnavigationApplicants,
  profnavigationSummary,
  releaseApplicant,
  saveFilter,
  searchApplicants,
  surveyList,
  targetList,
  updateApplicant,
} from '@abitura/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { getAbiturientHandler } from './getAbiturient.js';
import { bulkApplicantsHandler } from './bulkApplicants.js';
import { createApplicantHandler } from './createApplicant.js';
import { findDuplicatesHandler } from './duplicates.js';
import { applicantHistoryHandler } from './history.js';
import { mergeApplicantsHandler } from './mergeApplicants.js';
import { updateApplicantHandler } from './updateApplicant.js';
import { claimApplicantHandler, releaseApplicantHandler } from './claims.js';
import { listCuratorsHandler } from './curators.js';
import { contingentOverviewHandler } from './overview.js';
import { exportApplicantsHandler } from './exportApplicants.js';
import { listApplicantsHandler } from './listApplicants.js';
import { profnavigationApplicantsHandler, profnavigationSummaryHandler } from './profnavigation.js';
import { deleteSavedFilterHandler, listSavedFiltersHandler, saveFilterHandler } from './savedFilters.js';
import { searchApplicantsHandler } from './searchApplicants.js';
import { surveyListHandler } from './survey.js';
import { targetListHandler } from './targetList.js';

/** The contingent's actions: the overview, the working list, search, insertion, merging, bulk, target, survey, profnavigation. */
export function registerContingentActions(registry: ActionRegistry): ActionRegistry {
  return registry
    .register(listApplicants, listApplicantsHandler)
    .register(listCurators, listCuratorsHandler)
    .register(contingentOverview, contingentOverviewHandler)
    .register(exportApplicants, exportApplicantsHandler)
    .register(searchApplicants, searchApplicantsHandler)
    .register(getAbiturient, getAbiturientHandler)
    .register(findDuplicates, findDuplicatesHandler)
    .register(createApplicant, createApplicantHandler)
    .register(updateApplicant, updateApplicantHandler)
    .register(mergeApplicants, mergeApplicantsHandler)
    .register(applicantHistory, applicantHistoryHandler)
    .register(bulkApplicants, bulkApplicantsHandler)
    .register(listSavedFilters, listSavedFiltersHandler)
    .register(saveFilter, saveFilterHandler)
    .register(deleteSavedFilter, deleteSavedFilterHandler)
    .register(targetList, targetListHandler)
    .register(claimApplicant, claimApplicantHandler)
    .register(releaseApplicant, releaseApplicantHandler)
    .register(surveyList, surveyListHandler)
    .register(profnavigationSummary, profnavigationSummaryHandler)
    .register(profnavigationApplicants, profnavigationApplicantsHandler);
}
