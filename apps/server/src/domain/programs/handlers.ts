import type { programContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { getSpecialityHandler } from './getSpeciality.js';
import { listProgramsHandler } from './listPrograms.js';
import { listSpecialitiesHandler } from './listSpecialities.js';

/** The programme and speciality actions (SPEC sections 2 and 7: the registry's catalogue pages). */
export const programHandlers: Handlers<typeof programContracts> = {
  'Program/List': listProgramsHandler,
  'Profnavigation/Programs': (params, ctx) => listProgramsHandler(params, ctx),
  'Speciality/List': listSpecialitiesHandler,
  'Speciality/Get': getSpecialityHandler,
};
