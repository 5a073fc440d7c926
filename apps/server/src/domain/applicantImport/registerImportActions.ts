import { importApplicants } from '@abitura/sdk/contracts';
import type { ActionRegistry } from '../../actions/registry.js';
import { importApplicantsHandler } from './importApplicants.js';

/** The applicant import (the CLI's `applicants import`). */
export function registerImportActions(registry: ActionRegistry): ActionRegistry {
  return registry.register(importApplicants, importApplicantsHandler);
}
