import { getSpeciality, listPrograms, listSpecialities, profnavigationPrograms } from '@abitura/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { getSpecialityHandler } from './getSpeciality.js';
import { listProgramsHandler } from './listPrograms.js';
import { listSpecialitiesHandler } from './listSpecialities.js';

/** The programme and speciality actions (SPEC sections 2 and 7: the registry's catalogue pages). */
export function registerProgramActions(registry: ActionRegistry): ActionRegistry {
  return registry
    .register(listPrograms, listProgramsHandler)
    .register(profnavigationPrograms, (params, ctx) => listProgramsHandler(params, ctx)).register(listSpecialities, listSpecialitiesHandler).register(getSpeciality, getSpecialityHandler);
}
