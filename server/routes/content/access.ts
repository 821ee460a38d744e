/** Who may change a metaverse's content: its owner, its managers (manage_domain) and superusers (§6). */
import type { FastifyInstance } from 'fastify';
import { domainRole, hasPermission } from '../../authz/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { MESSAGES } from '../../lib/messages.ts';
import type { DomainDoc } from '../../repositories/domains-repository.ts';
import type { UserDoc } from '../../repositories/users-repository.ts';
import { DRIVE_TEXTS } from '../drives/texts.ts';

/** Whether the user manages the domain. */
export async function managesDomain(
  app: FastifyInstance,
  user: UserDoc,
  domain: DomainDoc,
): Promise<boolean> {
  if (hasPermission(user, 'superuser')) return true;
  const permissions = await app.repos.domains.membership(domain.id, user.id);
  const role = domainRole(user, domain, permissions === null ? null : { permissions });
  return role === 'owner' || role === 'manager';
}

/** The domain named by `key` when the user manages it; 404 when unknown, 403 otherwise. */
export async function managedDomain(app: FastifyInstance, user: UserDoc, key: string): Promise<DomainDoc> {
  const domain = await app.repos.domains.findByKey(key);
  if (!domain) throw notFound(MESSAGES.domainNotFound);
  if (!(await managesDomain(app, user, domain))) throw forbidden(DRIVE_TEXTS.manageOnly);
  return domain;
}
