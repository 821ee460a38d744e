/** The repositories of the server, built over one connection or transaction. */
import type { Queryable } from '../db/connection.ts';
import { createDomainsRepository, type DomainsRepository } from './domains-repository.ts';
import { createIdentitiesRepository, type IdentitiesRepository } from './identities-repository.ts';
import { createUsersRepository, type UsersRepository } from './users-repository.ts';

export interface Repositories {
  users: UsersRepository;
  domains: DomainsRepository;
  identities: IdentitiesRepository;
}

/** All repositories over `db` (pass a transaction to make their writes atomic together). */
export function createRepositories(db: Queryable): Repositories {
  return {
    users: createUsersRepository(db),
    domains: createDomainsRepository(db),
    identities: createIdentitiesRepository(db),
  };
}
