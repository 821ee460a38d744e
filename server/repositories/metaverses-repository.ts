/** Writes to metaverses: the domain document, members, blocks and invites (tables of migrations 001 and 007). */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection.ts';
import type { DomainDoc } from './domains-repository.ts';

export interface MemberRow {
  user_id: string;
  permissions: string[];
  nickname: string | null;
  name: string | null;
  email: string | null;
  iconblob: string | null;
}

/** A new invite secret: 32 hex characters, unguessable. */
export function inviteSecret(): string {
  return randomBytes(16).toString('hex');
}

/** Metaverse writes, members and invites over a connection or a transaction. */
export function createMetaversesRepository(q: Queryable) {
  return {
    async insertDomain(doc: DomainDoc, ownerPermissions: readonly string[]): Promise<void> {
      await q.query('INSERT INTO domains (id, doc) VALUES ($1, $2)', [doc.id, JSON.stringify(doc)]);
      await q.query('INSERT INTO memberships (domain_id, user_id, permissions) VALUES ($1, $2, $3)', [
        doc.id,
        doc.owner,
        ownerPermissions,
      ]);
    },

    /** Merges `patch` into the domain document (keys set to null are removed) and returns the new document. */
    async patchDomain(id: string, patch: Record<string, unknown>): Promise<DomainDoc> {
      const remove = Object.keys(patch).filter((key) => patch[key] === null);
      const set = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
      const { rows } = await q.query<{ doc: DomainDoc }>(
        `UPDATE domains SET doc = (doc || $2::jsonb || jsonb_build_object('timestamp', $4::text)) - $3::text[]
     WHERE id = $1 RETURNING doc`,
        [id, JSON.stringify(set), remove, new Date().toISOString()],
      );
      if (!rows[0]) throw new Error(`No domain ${id}`);
      return rows[0].doc;
    },

    async deleteDomain(id: string): Promise<void> {
      await q.query('DELETE FROM domains WHERE id = $1', [id]);
    },

    async uriTaken(uri: string): Promise<boolean> {
      const { rows } = await q.query(`SELECT 1 FROM domains WHERE doc->>'uri' = $1 OR id = $1 LIMIT 1`, [
        uri,
      ]);
      return rows.length > 0;
    },

    async listMembers(domainId: string, limit?: number): Promise<MemberRow[]> {
      const { rows } = await q.query<MemberRow>(
        `SELECT m.user_id, m.permissions, u.doc->>'nickname' AS nickname, u.doc->>'name' AS name,
            u.doc->>'email' AS email, u.doc->>'iconblob' AS iconblob
     FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.domain_id = $1 ORDER BY m.created, m.user_id ${limit ? 'LIMIT $2' : ''}`,
        limit ? [domainId, limit] : [domainId],
      );
      return rows;
    },

    async countMembers(domainId: string): Promise<number> {
      const { rows } = await q.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM memberships WHERE domain_id = $1',
        [domainId],
      );
      return rows[0]?.n ?? 0;
    },

    async setPermissions(domainId: string, userId: string, permissions: string[]) {
      await q.query('UPDATE memberships SET permissions = $3 WHERE domain_id = $1 AND user_id = $2', [
        domainId,
        userId,
        permissions,
      ]);
    },

    async removeMember(domainId: string, userId: string, blockedBy?: string) {
      await q.query('DELETE FROM memberships WHERE domain_id = $1 AND user_id = $2', [domainId, userId]);
      if (blockedBy) {
        await q.query(
          `INSERT INTO domain_blocks (domain_id, user_id, blocked_by) VALUES ($1, $2, $3)
       ON CONFLICT (domain_id, user_id) DO NOTHING`,
          [domainId, userId, blockedBy],
        );
      }
    },

    async sharedInvite(domainId: string): Promise<string | null> {
      const { rows } = await q.query<{ secret: string }>(
        `SELECT secret FROM domain_invites WHERE domain_id = $1 AND kind = 'shared'`,
        [domainId],
      );
      return rows[0]?.secret ?? null;
    },

    /** Creates the shared link, replacing any earlier one (Regenerate revokes the old link). */
    async replaceSharedInvite(domainId: string, userId: string): Promise<string> {
      const secret = inviteSecret();
      await q.query(`DELETE FROM domain_invites WHERE domain_id = $1 AND kind = 'shared'`, [domainId]);
      await q.query(
        `INSERT INTO domain_invites (secret, domain_id, kind, created_by) VALUES ($1, $2, 'shared', $3)`,
        [secret, domainId, userId],
      );
      return secret;
    },

    async deleteSharedInvite(domainId: string): Promise<void> {
      await q.query(`DELETE FROM domain_invites WHERE domain_id = $1 AND kind = 'shared'`, [domainId]);
    },

    async addSingleUseInvite(domainId: string, email: string, userId: string) {
      const secret = inviteSecret();
      await q.query(
        `INSERT INTO domain_invites (secret, domain_id, kind, email, created_by) VALUES ($1, $2, 'singleuse', $3, $4)`,
        [secret, domainId, email, userId],
      );
      return secret;
    },

    /** Open single-use invites of the domain (they count towards the member limit). */
    async openInvites(domainId: string): Promise<number> {
      const { rows } = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM domain_invites WHERE domain_id = $1 AND kind = 'singleuse' AND used_by IS NULL`,
        [domainId],
      );
      return rows[0]?.n ?? 0;
    },
  };
}

export type MetaversesRepository = ReturnType<typeof createMetaversesRepository>;
