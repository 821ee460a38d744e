/**
 * Global set-up of the `db` and `api` test projects: migrates — and seeds the demo world — once per run into
 * templates every test file copies. Database tests use the PostgreSQL of TEST_DATABASE_URL, API tests the one
 * of DATABASE_URL; without it, embedded PGlite.
 */
import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates, dropDatabaseTemplates } from '../db/test-database.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.name === 'api' ? process.env.DATABASE_URL : process.env.TEST_DATABASE_URL;
  const templates = await createDatabaseTemplates(serverUrl || undefined);
  project.provide('databaseTemplates', templates);
  return () => dropDatabaseTemplates(templates);
}
