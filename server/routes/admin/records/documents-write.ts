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
import {
  changedFields,
  type DeleteOutcome,
  type UpdateOutcome,
} from '../../../repositories/admin-documents-writes.ts';
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
export type Rule = (fields: Record<string, unknown>) => string | null;

const eventDates: Rule = (fields) =>
  Date.parse(String(fields.enddate)) > Date.parse(String(fields.startdate))
    ? null
    : DOCUMENT_WRITE_MESSAGES.endBeforeStart;

/** Each collection's rules beyond its schema, for single and bulk writes alike. */
export const RULES: Partial<Record<CollectionName, Rule>> = { events: eventDates };

function checked(fields: Record<string, unknown>, rule?: Rule): Record<string, unknown> {
  const problem = rule?.(fields);
  if (problem) throw badRequest(problem);
  return fields;
}

/** What a versioned write did, or its refusal: 404 when the record is missing, 409 when it changed since. */
function done<T extends UpdateOutcome | DeleteOutcome>(
  outcome: T,
): Exclude<T, { kind: 'missing' | 'stale' }> {
  if (outcome.kind === 'missing') throw notFound(RECORD_MESSAGES.recordNotFound);
  if (outcome.kind === 'stale') throw new HttpError(409, DOCUMENT_WRITE_MESSAGES.changedBySomeoneElse);
  return outcome as Exclude<T, { kind: 'missing' | 'stale' }>;
}

async function createRecord(
  request: OperationRequest<'createAdminStringmatch'>,
  collection: CollectionName,
  rule?: Rule,
) {
  const actor = signedInUser(request);
  const fields = checked({ ...request.body }, rule);
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
  rule?: Rule,
) {
  const actor = signedInUser(request);
  const version = readVersion(request);
  const fields = checked({ ...request.body }, rule);
  const writable = writableFields(operationId);
  return request.server.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const outcome = done(
      await repos.adminDocuments.updateDocument(collection, request.params.id, version, writable, fields),
    );
    await repos.audit.record({
      actorId: actor.id,
      action: 'record.update',
      collection,
      targetId: outcome.after.id,
      ...changedFields(outcome.before, outcome.after, writable),
    });
    return outcome.after;
  });
}

/**
 * A location the metaverse cannot do without (its only one, home or map, a store's) is refused as on the
 * owner's manage page (owner-console.md §5).
 */
export async function locationDeleteBlock(repos: Repositories, doc: StoredDocument): Promise<string | null> {
  const domain = String(doc.domain ?? '');
  const count = await repos.entities.count(domain, 'locations');
  const block = entityDeleteBlock('locations', String(doc.name ?? ''), count);
  return block && ENTITY_DELETE_BLOCK_TEXT[block];
}

/** Deletes the record with what goes with it (record-dependents), once it passes its collection's rule. */
async function deleteRecord(request: OperationRequest<DeleteOperation>, collection: CollectionName) {
  const actor = signedInUser(request);
  const version = readVersion(request);
  return request.server.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const current = await repos.collections.get(collection, request.params.id);
    if (current) {
      const block = collection === 'locations' ? await locationDeleteBlock(repos, current) : null;
      if (block) throw badRequest(block);
      await repos.recordDependents.remove(collection, current);
    }
    const outcome = done(await repos.adminDocuments.deleteDocument(collection, request.params.id, version));
    await repos.audit.record({
      actorId: actor.id,
      action: 'record.delete',
      collection,
      targetId: outcome.before.id,
      before: outcome.before,
    });
    return outcome.before;
  });
}

export const adminDocumentsWriteHandlers = {
  /** An image for a record's image field; the record stores the reply's `blob` when it is saved. */
  uploadAdminBlob: async (request) => {
    const { id, contentType, size } = await storeUploadedImage(request);
    return { blob: id, contentType, size };
  },
  createAdminStringmatch: (request) => createRecord(request, 'stringmatches'),
  updateAdminStringmatch: (request) => updateRecord(request, 'updateAdminStringmatch', 'stringmatches'),
  updateAdminEvent: (request) => updateRecord(request, 'updateAdminEvent', 'events', RULES.events),
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
