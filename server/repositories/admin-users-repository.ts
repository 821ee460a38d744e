/**
 * Reads of the staff user page: ledgers (migration 002), slots, stores, purchases and tokens (migration 003),
 * and the user's metaverses and files from the collections. Every list is bounded.
 */
import type { components } from '../../common/api/schema.d.ts';
import type { Queryable } from '../db/connection.ts';

type Schemas = components['schemas'];

/** One page of a ledger with the total number of entries. */
export interface LedgerPage<T> {
  total: number;
  transactions: T[];
}

const LIST_LIMIT = 200;

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** A slot as stored in its building document (`slots`, migration 004). */
interface StoredSlot {
  slot: number;
  owner?: string;
  boughtfor?: number;
  marketsale?: number | boolean;
  refuseoffers?: boolean;
  destination?: string;
  destdoorid?: string | number;
  iconurl?: string;
  slotoffers?: Schemas['SlotOffer'][];
}

/** A slot as the API returns it; `userId` picks out that user's own open offer. */
export function toSlot(buildingId: string, stored: StoredSlot, userId: string): Schemas['Slot'] {
  const offers = stored.slotoffers ?? [];
  const own = offers.find((offer) => offer.userid === userId);
  return {
    building: buildingId,
    slot: stored.slot,
    ...(stored.owner !== undefined && { owner: stored.owner }),
    boughtfor: Number(stored.boughtfor ?? 0),
    ...(stored.marketsale !== undefined && { marketsale: stored.marketsale }),
    refuseoffers: stored.refuseoffers ?? false,
    ...(stored.destination !== undefined && { destination: stored.destination }),
    ...(stored.destdoorid !== undefined && { destdoorid: stored.destdoorid }),
    ...(stored.iconurl !== undefined && { iconurl: stored.iconurl }),
    slotoffers: { escrowoffers: offers, ...(own && { userescrowoffer: own }) },
  };
}

interface BuildingDoc {
  name?: string;
  cellx?: number;
  celly?: number;
  subdistrictid?: number;
  buildingid?: number;
  buystore?: number;
  storefront_slot?: { owner?: string; destination?: string; domain?: string };
  slots?: StoredSlot[];
}

/** The read side of the staff user page (staff-and-agents.md §2.3): the user's money and what they hold. */
export function createAdminUsersRepository(db: Queryable) {
  return { ...userMoney(db), ...userHoldings(db) };
}

/** The user's money: both ledgers, their open escrows and their unconsumed headset purchases. */
function userMoney(db: Queryable) {
  return {
    async inventoryTransactions(
      userId: string,
      first: number,
      count: number,
    ): Promise<LedgerPage<Schemas['InventoryTransaction']>> {
      const [total, page] = await Promise.all([
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM inventory_transactions WHERE user_id = $1', [
          userId,
        ]),
        db.query<{
          id: string;
          ts: Date;
          type: string;
          added: number;
          newcurrency: number;
          newinescrow: number;
        }>(
          `SELECT id, ts, type, added, newcurrency, newinescrow FROM inventory_transactions
           WHERE user_id = $1 ORDER BY seq DESC LIMIT $2 OFFSET $3`,
          [userId, count, first],
        ),
      ]);
      return {
        total: Number(total.rows[0]?.n ?? 0),
        transactions: page.rows.map(({ ts, ...row }) => ({ ...row, timestamp: iso(ts) })),
      };
    },

    async infiniverseTransactions(
      userId: string,
      first: number,
      count: number,
    ): Promise<LedgerPage<Schemas['InfiniverseTransaction']>> {
      const [total, page] = await Promise.all([
        db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM infiniverse_transactions WHERE user_id = $1',
          [userId],
        ),
        db.query<{
          id: string;
          ts: Date;
          type: string;
          amount: number;
          slot: number | null;
          doc: Record<string, unknown>;
        }>(
          `SELECT id, ts, type, amount, slot, doc FROM infiniverse_transactions
           WHERE user_id = $1 ORDER BY ts DESC, id DESC LIMIT $2 OFFSET $3`,
          [userId, count, first],
        ),
      ]);
      return {
        total: Number(total.rows[0]?.n ?? 0),
        transactions: page.rows.map((row) => ({
          ...(row.doc as Partial<Schemas['InfiniverseTransaction']>),
          id: row.id,
          timestamp: iso(row.ts),
          type: row.type,
          amount: row.amount,
          ...(row.slot !== null && { slot: row.slot }),
        })),
      };
    },

    async escrows(userId: string): Promise<Schemas['UserEscrow'][]> {
      const { rows } = await db.query<{
        id: string;
        ts: Date;
        amount: number;
        itemname: string;
        receivername: string | null;
      }>(
        `SELECT e.id, e.ts, e.amount, e.itemname, r.doc->>'nickname' AS receivername
         FROM escrows e LEFT JOIN users r ON r.id = e.receiver_id
         WHERE e.user_id = $1 AND NOT e.archived ORDER BY e.ts DESC, e.id DESC LIMIT $2`,
        [userId, LIST_LIMIT],
      );
      return rows.map((row) => ({
        escrowid: row.id,
        timestamp: iso(row.ts),
        amount: row.amount,
        itemname: row.itemname,
        ...(row.receivername !== null && { receivername: row.receivername }),
      }));
    },

    async unconsumedIaps(userId: string): Promise<Schemas['UnconsumedPurchase'][]> {
      const { rows } = await db.query<{ grant_time: Date; sku: string }>(
        `SELECT grant_time, sku FROM unconsumed_iaps WHERE user_id = $1 ORDER BY grant_time DESC, id LIMIT $2`,
        [userId, LIST_LIMIT],
      );
      return rows.map((row) => ({
        grant_time: Math.floor(new Date(row.grant_time).getTime() / 1000),
        item: { sku: row.sku },
      }));
    },
  };
}

/** What the user holds: their metaverses, files, apartment and shop slots, and stores. */
function userHoldings(db: Queryable) {
  return {
    async domains(userId: string): Promise<Schemas['AdminUserDomain'][]> {
      const { rows } = await db.query<{
        id: string;
        doc: { uri?: string; name?: string; owner?: string; plan?: { plan?: string } };
        permissions: string[] | null;
      }>(
        `SELECT d.id, d.doc, m.permissions FROM domains d
         LEFT JOIN memberships m ON m.domain_id = d.id AND m.user_id = $1
         WHERE d.doc->>'owner' = $1 OR m.user_id IS NOT NULL
         ORDER BY lower(d.doc->>'name'), d.id LIMIT $2`,
        [userId, LIST_LIMIT],
      );
      return rows.map(({ id, doc, permissions }) => ({
        id,
        uri: doc.uri ?? id,
        name: doc.name ?? doc.uri ?? id,
        ...(doc.plan?.plan !== undefined && { plan: doc.plan.plan }),
        owner: doc.owner === userId,
        permissions: permissions ?? [],
      }));
    },

    async files(userId: string): Promise<Schemas['AdminUserFile'][]> {
      const { rows } = await db.query<{ doc: Schemas['AdminUserFile'] }>(
        `SELECT doc FROM files WHERE doc->>'owner' = $1 ORDER BY ts DESC, id DESC LIMIT $2`,
        [userId, LIST_LIMIT],
      );
      return rows.map(({ doc }) => ({
        id: doc.id,
        name: doc.name,
        ...(doc.mimetype !== undefined && { mimetype: doc.mimetype }),
        ...(doc.size !== undefined && { size: doc.size }),
        ...(doc.blob !== undefined && { blob: doc.blob }),
        ...(doc.timestamp !== undefined && { timestamp: doc.timestamp }),
      }));
    },

    async slots(userId: string): Promise<Schemas['Slot'][]> {
      // Buildings holding a slot the user owns or has an open offer on (both use the slots GIN index).
      const { rows } = await db.query<{ id: string; doc: BuildingDoc }>(
        `SELECT id, doc FROM buildings
         WHERE doc->'slots' @> jsonb_build_array(jsonb_build_object('owner', $1::text))
            OR doc->'slots' @> jsonb_build_array(jsonb_build_object('slotoffers',
                 jsonb_build_array(jsonb_build_object('userid', $1::text))))
         ORDER BY id LIMIT $2`,
        [userId, LIST_LIMIT],
      );
      return rows.flatMap(({ id, doc }) =>
        (doc.slots ?? [])
          .filter(
            (slot) => slot.owner === userId || slot.slotoffers?.some((offer) => offer.userid === userId),
          )
          .map((slot) => toSlot(id, slot, userId)),
      );
    },

    async stores(userId: string): Promise<Schemas['Store'][]> {
      const { rows } = await db.query<{ id: string; doc: BuildingDoc }>(
        `SELECT id, doc FROM buildings WHERE doc->'storefront_slot'->>'owner' = $1 ORDER BY id LIMIT $2`,
        [userId, LIST_LIMIT],
      );
      return rows.map(({ id, doc }) => {
        const store = doc.storefront_slot ?? {};
        const destination = store.destination;
        return {
          building: id,
          ...(doc.name !== undefined && { name: doc.name }),
          ...(doc.cellx !== undefined && { cellx: doc.cellx }),
          ...(doc.celly !== undefined && { celly: doc.celly }),
          ...(doc.subdistrictid !== undefined && { subdistrictid: doc.subdistrictid }),
          ...(doc.buildingid !== undefined && { buildingid: doc.buildingid }),
          ...(store.owner !== undefined && { owner: store.owner }),
          // The metaverse is the first segment of the destination path (`uri/locations/name`).
          ...(destination !== undefined && { destination, domain: destination.split('/')[0] }),
          value: Number(doc.buystore ?? 0),
        };
      });
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
