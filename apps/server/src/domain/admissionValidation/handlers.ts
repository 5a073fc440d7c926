import type { admissionValidationContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { validateSeasonHandler } from './validateSeason.js';

/** The season's validation worklist. */
export const admissionValidationHandlers: Handlers<typeof admissionValidationContracts> = {
  'Admission/Validate': validateSeasonHandler,
};
