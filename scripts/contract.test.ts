import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { contractProblems, contractPublicOperations, publicOperations } from './contract.ts';

describe('publicOperations', () => {
  it('lists operations without a session requirement, with the document default applied', () => {
    const doc = {
      security: [{ account: [], token: [] }],
      paths: {
        '/v2/public/things/{id}': { get: { security: [] }, parameters: [] },
        '/v2/things': { get: {}, post: { security: [{ account: [], token: [] }] } },
        '/v2/maybe': { get: { security: [{ account: [], token: [] }, {}] } },
      },
    };
    expect(publicOperations(doc)).toEqual(['GET /v2/maybe', 'GET /v2/public/things/{id}']);
  });

  it('finds the login paths, the client configuration and the privacy text in the contract', () => {
    const operations = contractPublicOperations();
    for (const operation of [
      'GET /config.json',
      'GET /privacy.txt',
      'POST /entity/user/auth0login',
      'POST /v2/public/identity/login',
      'POST /v2/public/identity/signup',
      'GET /v2/public/oculusdeeplink',
    ]) {
      expect(operations).toContain(operation);
    }
    expect(operations).not.toContain('GET /v2/inventory');
    expect(operations).not.toContain('GET /v2/oculusdeeplink');
  });
});

/** The size refusals every operation of these examples declares (their own rule is tested on its own). */
const sized = { '413': {}, '414': {}, '415': {}, '431': {} };
const ok = { '200': {}, '400': {}, '401': {}, ...sized };

describe('contractProblems', () => {
  it('asks every operation for a 400 reply and for a 401 reply where there is a session', () => {
    const doc = {
      security: [{ session: [] }],
      paths: {
        '/a/{id}': {
          parameters: [{ name: 'id' }],
          get: { operationId: 'getA', responses: { '200': {}, ...sized } },
        },
        '/b': { post: { operationId: 'postB', requestBody: {}, responses: ok } },
        '/c': { get: { operationId: 'getC', security: [], responses: { '200': {}, ...sized } } },
        '/d': {
          get: {
            operationId: 'getD',
            security: [],
            'x-open-query': true,
            responses: { '200': {}, ...sized },
          },
        },
      },
    };
    // getC takes no input but still refuses a query parameter the contract does not name; getD takes any.
    expect(contractProblems(doc)).toEqual([
      'getA declares no 400 reply (it refuses bad input and unknown query parameters)',
      'getA needs a session but declares no 401 reply',
      'getC declares no 400 reply (it refuses bad input and unknown query parameters)',
    ]);
  });

  it('asks every number a parameter or a body takes for a minimum and a maximum', () => {
    const bounded = { type: 'integer', minimum: 0, maximum: 10 };
    const doc = {
      paths: {
        '/a/{n}': {
          parameters: [{ name: 'n', in: 'path', schema: { type: 'integer', minimum: 0 } }],
          get: {
            operationId: 'getA',
            parameters: [
              { name: 'first', in: 'query', schema: { type: 'integer' } },
              { name: 'count', in: 'query', schema: bounded },
              { name: 'order', in: 'query', schema: { type: 'integer', enum: [1, -1] } },
            ],
            responses: {
              '200': { content: { 'application/json': { schema: { type: 'integer' } } } },
              '400': {},
              ...sized,
            },
          },
        },
        '/b': {
          post: {
            operationId: 'postB',
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      ok: bounded,
                      score: { type: ['number', 'null'], exclusiveMinimum: 0 },
                      list: {
                        type: 'array',
                        items: { type: 'object', properties: { size: { type: 'integer' } } },
                      },
                      either: { oneOf: [bounded, { type: 'number', maximum: 1 }] },
                    },
                  },
                },
              },
            },
            responses: { '200': {}, '400': {}, ...sized },
          },
        },
      },
    };
    expect(contractProblems(doc)).toEqual([
      'getA path parameter "n" is a number without a maximum',
      'getA query parameter "first" is a number without a minimum and a maximum',
      'postB application/json body.score is a number without a maximum',
      'postB application/json body.list[].size is a number without a minimum and a maximum',
      'postB application/json body.either is a number without a minimum',
    ]);
  });

  it('asks every operation on a metaverse ({domain}) to declare its domain rule', () => {
    const domain = [{ name: 'domain', in: 'path' }];
    const responses = { '200': {}, '400': {}, '401': {}, ...sized };
    const doc = {
      security: [{ session: [] }],
      paths: {
        '/domains/{domain}': {
          parameters: domain,
          get: { operationId: 'getDomain', responses },
          delete: { operationId: 'deleteDomain', 'x-domain-role': 'owner', responses },
        },
        '/public/domains/{domain}': {
          parameters: domain,
          get: {
            operationId: 'getPublic',
            security: [],
            'x-domain-role': { role: 'none', reason: 'a public page' },
            responses,
          },
        },
        '/things': { get: { operationId: 'getThings', responses } },
      },
    };
    expect(contractProblems(doc)).toEqual([
      'getDomain acts on a metaverse ({domain}) but declares no x-domain-role (or role: none)',
    ]);
  });

  it('asks every pattern for its rule in words', () => {
    const doc = {
      paths: {
        '/a': {
          get: {
            operationId: 'getA',
            parameters: [
              { name: 'sort', in: 'query', schema: { type: 'string', pattern: '^[a-z]+$' } },
              {
                name: 'kind',
                in: 'query',
                schema: { type: 'string', pattern: '^[a-z]+$', 'x-pattern-text': 'may contain only letters' },
              },
            ],
            responses: { '200': {}, '400': {}, ...sized },
          },
        },
      },
      components: { schemas: { Code: { type: 'string', pattern: '^[0-9]+$' } } },
    };
    expect(contractProblems(doc)).toEqual([
      '#/paths//a/get/parameters/0/schema has a pattern without an x-pattern-text',
      '#/components/schemas/Code has a pattern without an x-pattern-text',
    ]);
  });

  it('asks for 413 and 415 where there is a body, 414 where there are path parameters and 431 everywhere', () => {
    const doc = {
      security: [],
      paths: {
        '/a/{id}': {
          parameters: [{ name: 'id' }],
          put: { operationId: 'putA', requestBody: {}, responses: { '200': {}, '400': {} } },
        },
        '/b': { get: { operationId: 'getB', responses: { '200': {}, '400': {}, '431': {} } } },
        '/c/{id}': {
          parameters: [{ name: 'id' }],
          post: { operationId: 'postC', requestBody: {}, responses: { '200': {}, '400': {}, ...sized } },
        },
      },
    };
    expect(contractProblems(doc)).toEqual([
      'putA takes a body but declares no 413 reply',
      'putA takes a body but declares no 415 reply',
      'putA takes path parameters but declares no 414 reply',
      'putA declares no 431 reply',
    ]);
  });

  it('holds for the committed contract', () => {
    const bundled = JSON.parse(
      readFileSync(new URL('../openapi/dist/openapi.json', import.meta.url), 'utf8'),
    );
    expect(contractProblems(bundled)).toEqual([]);
  });
});
