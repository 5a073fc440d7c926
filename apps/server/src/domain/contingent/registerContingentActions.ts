import {
  applicantHistory,
  bulkApplicants,
  claimApplicant,
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
} from '@abitura/sdk/contracts';
import { fail } from '../../actions/actionFailure.js';
import type { ActionRegistry } from '../../actions/registry.js';

// SCAFFOLD: each handler below is replaced by its module as the contingent area is built.
const notBuilt = async (): Promise<never> => fail('INTERNAL', 'not built yet');

/** The contingent's actions: the working list, search, insertion, merging, bulk, target, survey, profnavigation. */
export function registerContingentActions(registry: ActionRegistry): ActionRegistry {
  return registry
    .register(listApplicants, notBuilt)
    .register(listCurators, notBuilt)
    .register(exportApplicants, notBuilt)
    .register(searchApplicants, notBuilt)
    .register(getAbiturient, notBuilt)
    .register(findDuplicates, notBuilt)
    .register(createApplicant, notBuilt)
    .register(updateApplicant, notBuilt)
    .register(mergeApplicants, notBuilt)
    .register(applicantHistory, notBuilt)
    .register(bulkApplicants, notBuilt)
    .register(listSavedFilters, notBuilt)
    .register(saveFilter, notBuilt)
    .register(deleteSavedFilter, notBuilt)
    .register(targetList, notBuilt)
    .register(claimApplicant, notBuilt)
    .register(releaseApplicant, notBuilt)
    .register(surveyList, notBuilt)
    .register(profnavigationSummary, notBuilt)
    .register(profnavigationApplicants, notBuilt);
}
