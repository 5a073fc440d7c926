import type { applicantImportContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { importApplicantsHandler } from './importApplicants.js';

/** The applicant import (the CLI's `abitura applicants import`). */
export const applicantImportHandlers: Handlers<typeof applicantImportContracts> = {
  'Abiturient/Import': importApplicantsHandler,
};
