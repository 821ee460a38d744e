/**
 * The hidden developer members list (owner-console.md, other facts): shown on a metaverse's Members page only
 * to the developer-team accounts of DEVELOPER_LIST_EMAILS; everyone else is refused, whatever their role.
 */
import { grantedDomain } from '../../authz/index.ts';
import { forbidden } from '../../lib/http-error.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { onDeveloperTeam } from '../../plugins/developer-list.ts';
import type { HandlerMap } from '../types.ts';
import { DEVELOPER_MEMBERS_TEXTS } from './texts.ts';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export const developerMembersHandlers = {
  async listDeveloperMembers(request) {
    if (!onDeveloperTeam(request.server, signedInUser(request).email)) {
      throw forbidden(DEVELOPER_MEMBERS_TEXTS.notOnTheTeam);
    }
    const rows = await request.server.repos.developerMembers.list(grantedDomain(request).domain.id);
    return {
      members: rows.map((row) => ({
        id: row.id,
        nickname: row.nickname ?? '',
        auth0userid: row.auth0userid ?? '',
        permissions: strings(row.permissions),
        domainpermissions: row.domainpermissions,
      })),
    };
  },
} satisfies HandlerMap;
