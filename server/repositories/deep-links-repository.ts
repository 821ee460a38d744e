/**
 * Headset launch links (owner-console.md §4 Headset launch, §7): the links issued, whether they were used,
 * the invite secrets that let a visitor launch into a metaverse, and the headset accounts already linked.
 */
import type { Queryable } from '../db/connection.ts';

export interface NewDeepLink {
  msgid: string;
  provider: string;
  userId: string | null;
  domainId: string | null;
  location: string | null;
  nonvr: boolean;
}

/** A local link just opened: who launched it, and where it leads. */
export interface OpenedLink {
  user_id: string | null;
  nonvr: boolean;
  location: string | null;
  uri: string | null;
}

export interface DeepLinksRepository {
  /** Whether `secret` is an invite of the metaverse that can still be used (shared, or not yet used). */
  validInvite(domainId: string, secret: string): Promise<boolean>;
  /** Records a new link. */
  create(link: NewDeepLink): Promise<void>;
  /** Whether the link was used, or null when there is no such link. */
  used(msgid: string): Promise<boolean | null>;
  /** The provider and launching user of a link, or null. */
  find(msgid: string): Promise<{ provider: string; user_id: string | null } | null>;
  /** Marks a link used (keeping the first time it was used). */
  markUsed(msgid: string): Promise<void>;
  /** Marks a local link used and returns it with the uri of its metaverse, or null when there is none. */
  openLocal(msgid: string): Promise<OpenedLink | null>;
  /** Whether some user already has this headset account. */
  headsetAccountTaken(account: string): Promise<boolean>;
}

/** The launch links over a connection or a transaction. */
export function createDeepLinksRepository(q: Queryable): DeepLinksRepository {
  return {
    async validInvite(domainId, secret) {
      const { rows } = await q.query(
        `SELECT 1 FROM domain_invites WHERE secret = $1 AND domain_id = $2 AND (kind = 'shared' OR used_by IS NULL)`,
        [secret, domainId],
      );
      return rows.length > 0;
    },

    async create(link) {
      await q.query(
        `INSERT INTO deep_links (msgid, provider, user_id, domain_id, location, nonvr) VALUES ($1, $2, $3, $4, $5, $6)`,
        [link.msgid, link.provider, link.userId, link.domainId, link.location, link.nonvr],
      );
    },

    async used(msgid) {
      const { rows } = await q.query<{ used: boolean }>('SELECT used FROM deep_links WHERE msgid = $1', [
        msgid,
      ]);
      return rows[0] ? rows[0].used : null;
    },

    async find(msgid) {
      const { rows } = await q.query<{ provider: string; user_id: string | null }>(
        'SELECT provider, user_id FROM deep_links WHERE msgid = $1',
        [msgid],
      );
      return rows[0] ?? null;
    },

    async markUsed(msgid) {
      await q.query(
        'UPDATE deep_links SET used = true, used_at = coalesce(used_at, now()) WHERE msgid = $1',
        [msgid],
      );
    },

    async openLocal(msgid) {
      const { rows } = await q.query<OpenedLink>(
        `UPDATE deep_links l SET used = true, used_at = coalesce(l.used_at, now())
         WHERE l.msgid = $1 AND l.provider = 'local'
         RETURNING l.user_id, l.nonvr, l.location, (SELECT d.doc->>'uri' FROM domains d WHERE d.id = l.domain_id) AS uri`,
        [msgid],
      );
      return rows[0] ?? null;
    },

    async headsetAccountTaken(account) {
      const { rows } = await q.query(`SELECT 1 FROM users WHERE doc->>'oculusaccount' = $1 LIMIT 1`, [
        account,
      ]);
      return rows.length > 0;
    },
  };
}
