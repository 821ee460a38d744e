import { describe, expect, it } from 'vitest';
import { contractOperations, listOperations } from '../lib/contract.ts';
import { allHandlers } from '../routes/index.ts';
import { handlerCoverage } from './contract-routes.ts';

describe('listOperations', () => {
  const document = {
    security: [{ account: [], token: [] }],
    paths: {
      '/v2/things/{id}': {
        parameters: [{ name: 'id', in: 'path' as const, required: true, schema: { type: 'string' } }],
        get: {
          operationId: 'getThing',
          parameters: [{ name: 'first', in: 'query' as const, schema: { type: 'integer', default: 0 } }],
          responses: {
            '200': { content: { 'application/json': { schema: { type: 'object' } } } },
            '404': { content: { 'text/plain': { schema: { type: 'string' } } } },
          },
        },
        post: {
          operationId: 'uploadThing',
          security: [],
          requestBody: { required: true, content: { 'image/*': { schema: { type: 'string' } } } },
          responses: { '200': { content: { 'image/*': { schema: { type: 'string' } } } } },
        },
      },
    },
  };

  it('turns OpenAPI paths into Fastify routes with their schemas', () => {
    const [get, post] = listOperations(document);
    expect(get).toMatchObject({
      operationId: 'getThing',
      method: 'GET',
      url: '/v2/things/:id',
      secured: true,
      bodyKind: 'none',
    });
    expect(get.schema.params).toEqual({
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
    });
    expect(get.schema.querystring?.properties).toEqual({ first: { type: 'integer', default: 0 } });
    expect(Object.keys(get.schema.response)).toEqual(['200']);
    expect(post).toMatchObject({
      operationId: 'uploadThing',
      secured: false,
      bodyKind: 'upload',
      bodyRequired: true,
    });
    expect(post.schema.body).toBeUndefined();
    expect(post.schema.response).toEqual({});
  });
});

describe('handlerCoverage', () => {
  const operations = listOperations({
    paths: {
      '/a': { get: { operationId: 'getA', responses: {} } },
      '/b': { get: { operationId: 'getB', responses: {} } },
    },
  });

  it('reports operations without handlers and handlers without operations', () => {
    const handlers = { getA: async () => ({}), getZ: async () => ({}) };
    expect(handlerCoverage(operations, handlers as never)).toEqual([
      'Operation getB has no handler',
      'Handler getZ has no operation in the contract',
    ]);
  });

  it('finds every operation of the contract handled, and nothing else', () => {
    expect(handlerCoverage(contractOperations(), allHandlers())).toEqual([]);
  });

  it('leaves only the sign-in, public and static operations open to anonymous callers', () => {
    const open = contractOperations()
      .filter((op) => !op.secured)
      .map((op) => op.operationId)
      .sort();
    expect(open).toEqual(
      [
        'auth0Login',
        'getBlob',
        'getConfig',
        'getPrivacy',
        'getPublicDomain',
        'getPublicDomainIcon',
        'getPublicEntityIcon',
        'getPublicUserIcon',
        'identityLogin',
        'identitySignup',
        'getPublicDeepLink',
        'getPublicDomainDeepLink',
        'getPublicLocationDeepLink',
        'getDeepLinkStatus',
        'openHeadsetLink',
        'youtubeViewer',
        'getPublicEntity',
        // Called by the VR app; the headset platform vouches for the user through a nonce.
        'reportDeepLinkReceived',
        // A browser navigation (spec path): a one-use link code of createDriveLinkCode names the user.
        'oauthAuth',
        // The drive provider's return: a one-use state tied to the browser that started linking.
        'oauthCallback',
        // The live map's public data (a public blob store in the spec).
        'getMapLatest',
        'getMapDistrict',
        'getMapTile',
        // VR servers reporting player positions: checked against the configured ingest key.
        'ingestLivePositions',
      ].sort(),
    );
    const navigations = ['oauthAuth', 'oauthCallback'];
    for (const op of contractOperations().filter(
      (o) => !o.secured && o.path.startsWith('/v2/') && !navigations.includes(o.operationId),
    )) {
      expect(op.path).toMatch(/^\/v2\/public\//);
    }
  });
});
