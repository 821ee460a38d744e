/**
 * Edit, New and Delete on the generic record page (staff-and-agents.md §2.3, §2.11): writes of the collections
 * whose writable document has a component schema in the contract (`AdminRecordInput_<collection>`), and the
 * upload of an image for such a document's image field. The contract router validates the body against that
 * schema; here the version is checked, the write stored and audited in one transaction. Needs staff with
 * admin_write_entities (the operations' `x-permission`).
 */
import { entityDeleteBlock } from '../../../../common/entityRules.ts';
import type { CollectionName, StoredDocument } from '../../../db/collections.ts';
import { createRepositories, type Repositories } from '../../../repositories/index.ts';
import { ENTITY_DELETE_BLOCK_TEXT } from '../../entities/texts.ts';
import { contractOperation } from '../../../lib/contract.ts';
import { badRequest, HttpError, notFound } from '../../../lib/http-error.ts';
import { changedFields } from '../../../repositories/admin-documents-writes.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { storeUploadedImage } from '../../images.ts';
import { RECORD_MESSAGES } from './access.ts';
import type { HandlerMap, OperationId, OperationRequest } from '../../types.ts';

export const DOCUMENT_WRITE_MESSAGES = {
  changedBySomeoneElse:
    'This record was changed by someone else after you opened it. Reload it to see the changes, then edit again.',
  versionMissing: 'The "If-Match" header must hold the record\'s timestamp as you read it',
  endBeforeStart: 'The end must be after the start',
} as const;

type UpdateOperation =
  | 'updateAdminStringmatch'
  | 'updateAdminEvent'
  | 'updateAdminLocation'
  | 'updateAdminPlot'
  | 'updateAdminFile';
type DeleteOperation =
  | 'deleteAdminStringmatch'
  | 'deleteAdminEvent'
  | 'deleteAdminLocation'
  | 'deleteAdminPlot'
  | 'deleteAdminFile';

/** The version the client read, from `If-Match`. */
export function readVersion(request: { headers: Record<string, unknown> }): string {
  const version = request.headers['if-match'];
  if (typeof version !== 'string' || version === '') throw badRequest(DOCUMENT_WRITE_MESSAGES.versionMissing);
  return version;
}

/** The body's field names, from the operation's body schema (the collection's writable fields). */
export function writableFields(operationId: OperationId): string[] {
  const body = contractOperation(operationId).schema.body as
    { properties?: Record<string, unknown> } | undefined;
  return Object.keys(body?.properties ?? {});
}

/** Rules the schema cannot state, checked before writing; a plain-English refusal or null. */
type Rule = (fields: Record<string, unknown>) => string | null;

const eventDates: Rule = (fields) =>
  Date.parse(String(fields.enddate)) > Date.parse(String(fields.startdate))
    ? null
    : DOCUMENT_WRITE_MESSAGES.endBeforeStart;

/** Each collection's rules beyond its schema, for single and bulk writes alike. */
const RULES: Partial<Record<CollectionName, Rule>> = { events: eventDates };

function checked(fields: Record<string, unknown>, rule?: Rule): Record<string, unknown> {
  const problem = rule?.(fields);
  if (problem) throw badRequest(problem);
  return fields;
}

/** A versioned write of one record, single or bulk: done, or refused with its status and reason. */
export type WriteOutcome =
  { kind: 'done'; doc: StoredDocument } | { kind: 'refused'; status: 400 | 404 | 409; reason: string };

export const refused = (status: 400 | 404 | 409, reason: string): WriteOutcome => ({
  kind: 'refused',
  status,
  reason,
});
export const MISSING = refused(404, RECORD_MESSAGES.recordNotFound);
const STALE = refused(409, DOCUMENT_WRITE_MESSAGES.changedBySomeoneElse);

/** The written record, or the refusal as its HTTP error (a single write refuses the whole request). */
function done(outcome: WriteOutcome): StoredDocument {
  if (outcome.kind === 'refused') throw new HttpError(outcome.status, outcome.reason);
  return outcome.doc;
}

/**
 * A location the metaverse cannot do without (its only one, home or map, a store's) is refused as on the
 * owner's manage page (owner-console.md §5).
 */
async function locationDeleteBlock(repos: Repositories, doc: StoredDocument): Promise<string | null> {
  const domain = String(doc.domain ?? '');
  const count = await repos.entities.count(domain, 'locations');
  const block = entityDeleteBlock('locations', String(doc.name ?? ''), count);
  return block && ENTITY_DELETE_BLOCK_TEXT[block];
}

/**
 * Replaces the `writable` fields of one record read at `version` with `fields`, once its collection's rule
 * holds; audited with what changed. Call inside a transaction.
 */
export async function updateOne(
  repos: Repositories,
  actorId: string,
  target: { collection: CollectionName; id: string; version: string },
  writable: readonly string[],
  fields: Record<string, unknown>,
): Promise<WriteOutcome> {
  const { collection, id, version } = target;
  const problem = RULES[collection]?.(fields);
  if (problem) return refused(400, problem);
  const outcome = await repos.adminDocuments.updateDocument(collection, id, version, writable, fields);
  if (outcome.kind === 'missing') return MISSING;
  if (outcome.kind === 'stale') return STALE;
  await repos.audit.record({
    actorId,
    action: 'record.update',
    collection,
    targetId: id,
    ...changedFields(outcome.before, outcome.after, writable),
  });
  return { kind: 'done', doc: outcome.after };
}

/**
 * Deletes one record read at `version` with what goes with it (record-dependents), once its collection's rule
 * lets it; audited. The row is locked first, so nothing of a record left standing is removed. Call inside a
 * transaction.
 */
export async function deleteOne(
  repos: Repositories,
  actorId: string,
  target: { collection: CollectionName; id: string; version: string },
): Promise<WriteOutcome> {
  const { collection, id, version } = target;
  const current = await repos.records.lock(collection, id);
  if (!current) return MISSING;
  if (current.timestamp !== version) return STALE;
  const block = collection === 'locations' ? await locationDeleteBlock(repos, current) : null;
  if (block) return refused(400, block);
  await repos.recordDependents.remove(collection, current);
  const outcome = await repos.adminDocuments.deleteDocument(collection, id, version);
  if (outcome.kind !== 'deleted') return outcome.kind === 'missing' ? MISSING : STALE;
  await repos.audit.record({
    actorId,
    action: 'record.delete',
    collection,
    targetId: id,
    before: outcome.before,
  });
  return { kind: 'done', doc: outcome.before };
}

async function createRecord(request: OperationRequest<'createAdminStringmatch'>, collection: CollectionName) {
  const actor = signedInUser(request);
  const fields = checked({ ...request.body }, RULES[collection]);
  return request.server.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const created = await repos.adminDocuments.createDocument(collection, fields);
    await repos.audit.record({
      actorId: actor.id,
      action: 'record.create',
      collection,
      targetId: created.id,
      after: created,
    });
    return created;
  });
}

async function updateRecord(
  request: OperationRequest<UpdateOperation>,
  operationId: UpdateOperation,
  collection: CollectionName,
) {
  const actor = signedInUser(request);
  const target = { collection, id: request.params.id, version: readVersion(request) };
  const fields = { ...request.body };
  return request.server.db.transaction(async (tx) =>
    done(await updateOne(createRepositories(tx), actor.id, target, writableFields(operationId), fields)),
  );
}

/** Deletes the record with what goes with it, once it passes its collection's rule. */
async function deleteRecord(request: OperationRequest<DeleteOperation>, collection: CollectionName) {
  const actor = signedInUser(request);
  const target = { collection, id: request.params.id, version: readVersion(request) };
  return request.server.db.transaction(async (tx) =>
    done(await deleteOne(createRepositories(tx), actor.id, target)),
  );
}

export const adminDocumentsWriteHandlers = {
  /** An image for a record's image field; the record stores the reply's `blob` when it is saved. */
  uploadAdminBlob: async (request) => {
    const { id, contentType, size } = await storeUploadedImage(request);
    return { blob: id, contentType, size };
  },
  createAdminStringmatch: (request) => createRecord(request, 'stringmatches'),
  updateAdminStringmatch: (request) => updateRecord(request, 'updateAdminStringmatch', 'stringmatches'),
  updateAdminEvent: (request) => updateRecord(request, 'updateAdminEvent', 'events'),
  updateAdminLocation: (request) => updateRecord(request, 'updateAdminLocation', 'locations'),
  updateAdminPlot: (request) => updateRecord(request, 'updateAdminPlot', 'plots'),
  updateAdminFile: (request) => updateRecord(request, 'updateAdminFile', 'files'),
  deleteAdminStringmatch: (request) => deleteRecord(request, 'stringmatches'),
  deleteAdminEvent: (request) => deleteRecord(request, 'events'),
  deleteAdminLocation: (request) => deleteRecord(request, 'locations'),
  deleteAdminPlot: (request) => deleteRecord(request, 'plots'),
  deleteAdminFile: (request) => deleteRecord(request, 'files'),
  /** What a delete would take with it, for the confirmation (nothing is changed). */
  getAdminDeleteCascade: async (request) => {
    const { collection, id } = request.params;
    const doc = await request.server.repos.collections.get(collection, id);
    if (!doc) throw notFound(RECORD_MESSAGES.recordNotFound);
    return { items: await request.server.repos.recordDependents.of(collection, doc) };
  },
} satisfies HandlerMap;
