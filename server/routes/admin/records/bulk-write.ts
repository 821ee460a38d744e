/**
 * Bulk actions on a generic collection's records (`bulkAdminRecords`): delete several, or set one writable field
 * on several, in one transaction. Each record passes the same checks as its single write (its version, its
 * collection's rules, the field's rule in the update schema) and is audited on its own; a record that fails is
 * refused with its reason while the others go on. Which collections accept which action is the contract's
 * `x-collection-writes`.
 */
import type { ValidateFunction } from 'ajv';
import { COLLECTION_WRITES, type CollectionWrites } from '../../../../common/api/collections.ts';
import { describeValidationIssue, type ValidationIssue } from '../../../../common/validation-text.ts';
import type { CollectionName } from '../../../db/collections.ts';
import { contractOperation } from '../../../lib/contract.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import type { JsonSchema } from '../../../lib/contract.ts';
import { createBodyAjv, withTextRule } from '../../../plugins/validation.ts';
import { createRepositories, type Repositories } from '../../../repositories/index.ts';
import type { HandlerMap, OperationRequest } from '../../types.ts';
import {
  deleteOne,
  MISSING,
  refused,
  updateOne,
  writableFields,
  type WriteOutcome,
} from './documents-write.ts';

export const BULK_MESSAGES = {
  cannotDelete: (collection: string, why: string) =>
    `Records of ${collection} cannot be deleted here. ${why}`,
  cannotSet: (collection: string, why: string) => `Records of ${collection} cannot be changed here. ${why}`,
  fieldNeeded: 'Name the field to set and its value.',
  notWritable: (field: string, fields: readonly string[]) =>
    `${field} cannot be set here; the fields staff may set are ${fields.join(', ')}.`,
  sentTwice: (id: string) => `The record ${id} is named twice.`,
  noDelete: 'Records of this collection are not deleted here.',
  noUpdate: 'Records of this collection are not changed here.',
} as const;

type Target = { collection: CollectionName; id: string; version: string };
type Outcome = { changed: { id: string }[]; refused: { id: string; reason: string }[] };

const validators = new Map<string, ValidateFunction>();

/** The compiled body schema of an update operation (its rule for every writable field). */
function updateValidator(operationId: string): ValidateFunction {
  let validate = validators.get(operationId);
  if (!validate) {
    const schema = contractOperation(operationId).schema.body as JsonSchema;
    validate = withTextRule(createBodyAjv().compile(schema), schema) as unknown as ValidateFunction;
    validators.set(operationId, validate);
  }
  return validate;
}

/** The checks of the request as a whole: the collection accepts the action, the field is a writable one. */
function checkedAction(collection: CollectionName, body: OperationRequest<'bulkAdminRecords'>['body']) {
  const declared: CollectionWrites = COLLECTION_WRITES[collection];
  const why = declared.readOnly ?? '';
  if (body.action === 'delete' && !declared.delete)
    throw badRequest(why ? BULK_MESSAGES.cannotDelete(collection, why) : BULK_MESSAGES.noDelete);
  if (body.action === 'set' && !declared.update)
    throw badRequest(why ? BULK_MESSAGES.cannotSet(collection, why) : BULK_MESSAGES.noUpdate);
  const ids = new Set<string>();
  for (const { id } of body.records) {
    if (ids.has(id)) throw badRequest(BULK_MESSAGES.sentTwice(id));
    ids.add(id);
  }
  if (body.action === 'delete') return { kind: 'delete' as const };
  if (body.field === undefined || !('value' in body)) throw badRequest(BULK_MESSAGES.fieldNeeded);
  const operationId = declared.update!;
  const fields = writableFields(operationId as never);
  if (!fields.includes(body.field)) throw badRequest(BULK_MESSAGES.notWritable(body.field, fields));
  return { kind: 'set' as const, operationId, fields, field: body.field, value: body.value };
}

type Action = ReturnType<typeof checkedAction>;

/**
 * Writes one record through the single write's path (its version, its collection's rule, its audit entry), or
 * says why not. A set keeps the record's other writable fields and checks them all against the update schema.
 */
async function one(
  repos: Repositories,
  actorId: string,
  target: Target,
  action: Action,
): Promise<WriteOutcome> {
  if (action.kind === 'delete') return deleteOne(repos, actorId, target);
  const current = await repos.records.lock(target.collection, target.id);
  if (!current) return MISSING;
  const kept = Object.fromEntries(action.fields.filter((f) => f in current).map((f) => [f, current[f]]));
  const fields = { ...kept, [action.field]: action.value };
  const validate = updateValidator(action.operationId);
  if (!validate(fields))
    return refused(400, describeValidationIssue(validate.errors![0] as ValidationIssue, 'body'));
  return updateOne(repos, actorId, target, action.fields, fields);
}

export const adminBulkWriteHandlers = {
  async bulkAdminRecords(request) {
    const actor = signedInUser(request);
    const { collection } = request.params;
    const action = checkedAction(collection, request.body);
    return request.server.db.transaction(async (tx) => {
      const repos = createRepositories(tx);
      const outcome: Outcome = { changed: [], refused: [] };
      for (const { id, version } of request.body.records) {
        const result = await one(repos, actor.id, { collection, id, version }, action);
        if (result.kind === 'refused') outcome.refused.push({ id, reason: result.reason });
        else outcome.changed.push({ id });
      }
      return outcome;
    });
  },
} satisfies HandlerMap;
