import type { admissionApplicationContracts, admissionImportContracts, admissionRankingContracts, admissionSeasonContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { findApplicantsHandler } from './findApplicants.js';
import { fileApplicationHandler } from './fileApplication.js';
import { copyPlacesHandler, createGroupsFromProgramsHandler, setGroupPlacesHandler } from './groupPlaces.js';
import { listGroupsHandler } from './groups.js';
import { importMosruHandler } from './importMosru.js';
import { applicantApplicationsHandler, exportApplicationsHandler, getApplicationHandler, listApplicationsHandler } from './listApplications.js';
import { moveApplicationHandler, reorderPrioritiesHandler } from './moveApplication.js';
import { admissionSnapshotHandler } from './rankingSnapshot.js';
import { listSeasonsHandler, saveSeasonHandler } from './seasons.js';
import { updateApplicationHandler } from './updateApplication.js';

/** The admission season and its competitive groups (issue 24). */
export const admissionSeasonHandlers: Handlers<typeof admissionSeasonContracts> = {
  'Admission/ListSeasons': listSeasonsHandler,
  'Admission/SaveSeason': saveSeasonHandler,
  'Admission/ListGroups': listGroupsHandler,
  'Admission/CreateGroupsFromPrograms': createGroupsFromProgramsHandler,
  'Admission/SetGroupPlaces': setGroupPlacesHandler,
  'Admission/CopyPlaces': copyPlacesHandler,
};

/** The season's applications (заявления): the register, the statement, its moves and priorities. */
export const admissionApplicationHandlers: Handlers<typeof admissionApplicationContracts> = {
  'Admission/ListApplications': listApplicationsHandler,
  'Admission/ExportApplications': exportApplicationsHandler,
  'Admission/GetApplication': getApplicationHandler,
  'Admission/FindApplicants': findApplicantsHandler,
  'Admission/FileApplication': fileApplicationHandler,
  'Admission/UpdateApplication': updateApplicationHandler,
  'Admission/MoveApplication': moveApplicationHandler,
  'Admission/ReorderPriorities': reorderPrioritiesHandler,
  'Admission/ApplicantApplications': applicantApplicationsHandler,
};

/** The import of a mos.ru export of statements. */
export const admissionImportHandlers: Handlers<typeof admissionImportContracts> = {
  'Admission/ImportMosru': importMosruHandler,
};

/** The season's ranking snapshot (issue 26). */
export const admissionRankingHandlers: Handlers<typeof admissionRankingContracts> = {
  'AutoRating/Snapshot': admissionSnapshotHandler,
};
