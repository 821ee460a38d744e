/**
 * Handler types derived from the contract's generated types, so a handler's params, query, body and
 * JSON reply are checked against `openapi/` at compile time (validation makes them true at run time).
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../common/api/schema.d.ts';

/** An operation of the contract. */
export type OperationId = keyof operations;

type Defined<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

type Parameters<Op extends OperationId> = operations[Op]['parameters'];

/** Path parameters of the operation. */
export type PathParams<Op extends OperationId> = Defined<Parameters<Op>['path']>;

/** Query parameters (defaults applied by validation, so declared defaults are present at run time). */
export type QueryParams<Op extends OperationId> = Defined<Parameters<Op>['query']>;

/** The JSON body, or the raw stream of an upload. */
export type RequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: infer Content };
}
  ? 'application/json' extends keyof Content
    ? Content['application/json']
    : Readable
  : undefined;

/** The JSON reply of status 200 (never for operations that reply with an image or text). */
export type ReplyBody<Op extends OperationId> = operations[Op]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

export type OperationRequest<Op extends OperationId> = FastifyRequest<{
  Params: PathParams<Op>;
  Querystring: QueryParams<Op>;
  Body: RequestBody<Op>;
}>;

/** A handler returns the JSON reply, or the reply it has sent itself (images, text). */
export type OperationHandler<Op extends OperationId> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<ReplyBody<Op> | FastifyReply>;

/** Handlers of one area, keyed by operationId. */
export type HandlerMap = { [Op in OperationId]?: OperationHandler<Op> };
