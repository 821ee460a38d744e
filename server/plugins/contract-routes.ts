/**
 * Registers every operation of the contract (`openapi/dist/openapi.json`) as a route, with its
 * params, query, header and body schemas for validation and its JSON 2xx schemas for serialization
 * (so a field the contract does not declare never leaves the server), behind the one authorization guard
 * of the operation's declared mode (`server/authz/guard.ts`). Start-up fails when an operation has no
 * handler, a handler has no operation, or an operation's authorization declarations are unsound.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { authorizationGuard } from '../authz/guard.ts';
import {
  allowedMethods,
  authorizationProblems,
  contractOperations,
  type ContractOperation,
} from '../lib/contract.ts';
import { HttpError } from '../lib/http-error.ts';
import { JSON_BODY_MAX_BYTES } from '../lib/limits.ts';
import { MESSAGES } from '../lib/messages.ts';
import type { HandlerMap, OperationId } from '../routes/types.ts';
import { passUploadStream } from './body-parsers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods the contract allows on a request path (empty when it has no such path). */
    allowedMethods(path: string): string[];
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves. */
    operationId?: string;
  }
}

export interface ContractRoutesOptions {
  handlers: HandlerMap;
  /** Defaults to the bundled contract. */
  operations?: ContractOperation[];
}

/** Refuses a body of the wrong kind before validation: JSON where JSON is expected, a stream for uploads. */
function bodyKindCheck(kind: 'json' | 'upload') {
  return async (request: FastifyRequest): Promise<void> => {
    const isStream = request.body instanceof Readable;
    if (kind === 'json' && isStream) {
      // Too large is said first, whatever the type: a 10 MB form is refused for its size, as JSON would be.
      const declared = Number(request.headers['content-length']);
      if (declared > JSON_BODY_MAX_BYTES) throw new HttpError(413, MESSAGES.bodyTooLarge);
      throw new HttpError(415, MESSAGES.jsonBodyExpected);
    }
    if (kind === 'upload' && !isStream) throw new HttpError(415, MESSAGES.notAnImage);
  };
}

/** Checks that handlers and operations match one to one; returns the problems found. */
export function handlerCoverage(operations: ContractOperation[], handlers: HandlerMap): string[] {
  const problems: string[] = [];
  const ids = new Set(operations.map((op) => op.operationId));
  for (const op of operations) {
    if (!(op.operationId in handlers)) problems.push(`Operation ${op.operationId} has no handler`);
  }
  for (const id of Object.keys(handlers)) {
    if (!ids.has(id)) problems.push(`Handler ${id} has no operation in the contract`);
  }
  return problems;
}

export const contractRoutesPlugin = fp<ContractRoutesOptions>(
  async (app, options) => {
    const operations = options.operations ?? contractOperations();
    const problems = [...handlerCoverage(operations, options.handlers), ...authorizationProblems(operations)];
    if (problems.length > 0) throw new Error(problems.join('; '));
    app.decorateRequest('domainAccess', null);
    app.decorateRequest('targetUser', null);

    const register = (instance: FastifyInstance, op: ContractOperation): void => {
      // Validation against the same contract the handler types come from makes this cast sound.
      const handler = options.handlers[op.operationId as OperationId] as unknown as RouteHandlerMethod;
      const { params, querystring, headers, body, response } = op.schema;
      const guard = authorizationGuard(app, op.authorization);
      instance.route({
        method: op.method,
        url: op.url,
        schema: {
          ...(params && { params }),
          ...(querystring && { querystring }),
          ...(headers && { headers }),
          ...(body && { body }),
          response,
        },
        config: { operationId: op.operationId },
        ...guard,
        ...(op.bodyKind !== 'none' && { preValidation: bodyKindCheck(op.bodyKind) }),
        handler,
      });
    };

    app.decorate('allowedMethods', (path: string) => allowedMethods(operations, path));
    for (const op of operations) if (op.bodyKind !== 'upload') register(app, op);
    // An upload's bytes decide what it is, whatever type the client named (a text file arrives as
    // text/plain): the operation refuses it in its own words instead of a JSON parser's.
    await app.register(async (uploads) => {
      uploads.removeAllContentTypeParsers();
      uploads.addContentTypeParser('*', passUploadStream);
      for (const op of operations) if (op.bodyKind === 'upload') register(uploads, op);
    });
  },
  { name: 'contract-routes', dependencies: ['auth', 'validation', 'body-parsers', 'sign-in-limits'] },
);
