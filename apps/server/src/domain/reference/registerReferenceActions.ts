import {
  categoryLookup,
  createReferenceItem,
  districtsLookup,
  eventsFormatLookup,
  formTemplatesLookup,
  industryLookup,
  intentsLookup,
  interactionLookup,
  LOOKUP_LISTS,
  referenceCatalogue,
  referenceGetAllProgram,
  referenceList,
  referenceOrganization,
  referenceOrganizationBuilds,
  referenceVacancy,
  talkStatusLookup,
  talkThemeLookup,
  updateReferenceItem,
} from '@abitura/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { organizationBuildsHandler } from './buildings.js';
import { referenceOrganizationHandler } from './organizationOptions.js';
import { referenceGetAllProgramHandler } from './programOptions.js';
import { createReferenceItemHandler, updateReferenceItemHandler } from './referenceEdits.js';
import { lookupHandler, referenceCatalogueHandler, referenceListHandler } from './referenceReads.js';
import { referenceVacancyHandler } from './vacancyOptions.js';

/** The Reference/* actions: the lists, their edits, and the registry pickers. */
export function registerReferenceActions(registry: ActionRegistry): ActionRegistry {
  for (const lookup of [industryLookup, categoryLookup, talkStatusLookup, talkThemeLookup, interactionLookup, formTemplatesLookup, eventsFormatLookup, districtsLookup, intentsLookup]) {
    registry.register(lookup, lookupHandler(LOOKUP_LISTS[lookup.name]));
  }
  return registry
    .register(referenceCatalogue, referenceCatalogueHandler)
    .register(referenceList, referenceListHandler)
    .register(createReferenceItem, createReferenceItemHandler)
    .register(updateReferenceItem, updateReferenceItemHandler)
    .register(referenceOrganization, referenceOrganizationHandler)
    .register(referenceOrganizationBuilds, organizationBuildsHandler)
    .register(referenceVacancy, referenceVacancyHandler)
    .register(referenceGetAllProgram, referenceGetAllProgramHandler);
}
