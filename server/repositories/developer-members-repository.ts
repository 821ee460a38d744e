/** The developer members list of a metaverse: its members with their accounts' ids and permissions. */
import type { Queryable } from '../db/connection.ts';

export interface DeveloperMemberRow {
  id: string;
  nickname: string | null;
  auth0userid: string | null;
  permissions: unknown;
  domainpermissions: string[];
}

export function createDeveloperMembersRepository(q: Queryable) {
  return {
    /** Every member of the metaverse, in the order they joined. */
    async list(domainId: string): Promise<DeveloperMemberRow[]> {
      const { rows } = await q.query<DeveloperMemberRow>(
        `SELECT u.id, u.doc->>'nickname' AS nickname, u.doc->>'auth0userid' AS auth0userid,
                u.doc->'permissions' AS permissions, m.permissions AS domainpermissions
         FROM memberships m JOIN users u ON u.id = m.user_id
         WHERE m.domain_id = $1 ORDER BY m.created, m.user_id`,
        [domainId],
      );
      return rows;
    },
  };
}

export type DeveloperMembersRepository = ReturnType<typeof createDeveloperMembersRepository>;
