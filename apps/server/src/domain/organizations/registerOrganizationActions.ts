import {
  createBuild,
  createOrganization,
  createResponsibles,
  deleteResponsibles,
  exportOrganizations,
  getOrganization,
  getVacancy,
  listOrganizations,
  organizationInteractionCreate,
  organizationInteractionsGet,
  organizationStudents,
  readResponsibles,
  updateBuild,
  updateOrganization,
  updateResponsibles,
} from '@abitura/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
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
export function registerOrganizationActions(registry: ActionRegistry): ActionRegistry {
  return registry
    .register(listOrganizations, listOrganizationsHandler)
    .register(exportOrganizations, exportOrganizationsHandler)
    .register(getOrganization, getOrganizationHandler)
    .register(createOrganization, createOrganizationHandler)
    .register(updateOrganization, updateOrganizationHandler)
    .register(readResponsibles, readResponsiblesHandler)
    .register(createResponsibles, createResponsiblesHandler)
    .register(updateResponsibles, updateResponsiblesHandler)
    .register(deleteResponsibles, deleteResponsiblesHandler)
    .register(getVacancy, getVacancyHandler)
    .register(createBuild, createBuildHandler)
    .register(updateBuild, updateBuildHandler)
    .register(organizationInteractionsGet, organizationInteractionsGetHandler)
    .register(organizationInteractionCreate, organizationInteractionCreateHandler)
    .register(organizationStudents, organizationStudentsHandler);
}
