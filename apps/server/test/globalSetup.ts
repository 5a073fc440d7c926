import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate } from './databaseTemplate.js';

/** Makes the run's migrated template database for the project's kind (see databaseTemplate.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = project.config.env['ABITURA_TEST_DB'] === 'postgres' ? 'postgres' : 'pglite';
  const { template, remove } = await createDatabaseTemplate(kind);
  project.provide('databaseTemplate', template);
  return remove;
}
