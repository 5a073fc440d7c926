import type { referenceContracts } from '@abitura/contracts';
import { LOOKUP_LISTS } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { organizationBuildsHandler } from './buildings.js';
import { referenceOrganizationHandler } from './organizationOptions.js';
import { referenceGetAllProgramHandler } from './programOptions.js';
import { createReferenceItemHandler, updateReferenceItemHandler } from './referenceEdits.js';
import { lookupHandler, referenceCatalogueHandler, referenceListHandler } from './referenceReads.js';
import { referenceVacancyHandler } from './vacancyOptions.js';

/** The Reference/* actions: the lists, their edits, and the registry pickers. */
export const referenceHandlers: Handlers<typeof referenceContracts> = {
  'Reference/Industry': lookupHandler(LOOKUP_LISTS['Reference/Industry']),
  'Reference/Category': lookupHandler(LOOKUP_LISTS['Reference/Category']),
  'Reference/TalkStatus': lookupHandler(LOOKUP_LISTS['Reference/TalkStatus']),
  'Reference/TalkTheme': lookupHandler(LOOKUP_LISTS['Reference/TalkTheme']),
  'Reference/Interaction': lookupHandler(LOOKUP_LISTS['Reference/Interaction']),
  'Reference/FormTemplates': lookupHandler(LOOKUP_LISTS['Reference/FormTemplates']),
  'Reference/EventsFormat': lookupHandler(LOOKUP_LISTS['Reference/EventsFormat']),
  'Reference/Districts': lookupHandler(LOOKUP_LISTS['Reference/Districts']),
  'Reference/Intents': lookupHandler(LOOKUP_LISTS['Reference/Intents']),
  'Reference/Catalogue': referenceCatalogueHandler,
  'Reference/List': referenceListHandler,
  'Reference/CreateItem': createReferenceItemHandler,
  'Reference/UpdateItem': updateReferenceItemHandler,
  'Reference/Organization': referenceOrganizationHandler,
  'Reference/OrganizationBuilds': organizationBuildsHandler,
  'Reference/Vacancy': referenceVacancyHandler,
  'Reference/GetAllProgram': referenceGetAllProgramHandler,
};
