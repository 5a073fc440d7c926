import type { organizationContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { createBuildHandler, updateBuildHandler } from './buildings.js';
import { getOrganizationHandler } from './organizationCard.js';
import { createOrganizationHandler, updateOrganizationHandler } from './organizationEdits.js';
import { exportOrganizationsHandler } from './organizationExport.js';
import { organizationInteractionCreateHandler, organizationInteractionsGetHandler } from './organizationInteractions.js';
import { listOrganizationsHandler } from './organizationList.js';
import { createResponsiblesHandler, deleteResponsiblesHandler, readResponsiblesHandler, updateResponsiblesHandler } from './responsibles.js';
import { organizationStudentsHandler } from './schoolStudents.js';
import { getVacancyHandler } from './vacancies.js';

/** The registry's organization actions: the list and its export, the card and its tabs. */
export const organizationHandlers: Handlers<typeof organizationContracts> = {
  'Organization/List': listOrganizationsHandler,
  'Organization/Export': exportOrganizationsHandler,
  'Organization/GetOrganization': getOrganizationHandler,
  'Organization/Create': createOrganizationHandler,
  'Organization/Update': updateOrganizationHandler,
  'Organization/ReadResponsibles': readResponsiblesHandler,
  'Organization/CreateResponsibles': createResponsiblesHandler,
  'Organization/UpdateResponsibles': updateResponsiblesHandler,
  'Organization/DeleteResponsibles': deleteResponsiblesHandler,
  'Organization/GetVacancy': getVacancyHandler,
  'Organization/CreateBuild': createBuildHandler,
  'Organization/UpdateBuild': updateBuildHandler,
  'Interaction/OrganizationGet': organizationInteractionsGetHandler,
  'Interaction/OrganizationCreate': organizationInteractionCreateHandler,
  'Organization/GetStudents': organizationStudentsHandler,
};
