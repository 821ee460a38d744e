import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error.ts';
import { describeError } from './errors.ts';

const fastifyError = (fields: Record<string, unknown>): Error =>
  Object.assign(new Error('internal detail'), fields);

describe('describeError', () => {
  it('keeps the status and text of an HttpError', () => {
    expect(describeError(new HttpError(403, 'Invalid Permission'))).toEqual({
      status: 403,
      message: 'Invalid Permission',
    });
  });

  it('describes a validation failure in words', () => {
    const error = fastifyError({
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      validationContext: 'body',
      validation: [
        { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'foo' } },
      ],
    });
    expect(describeError(error)).toEqual({ status: 400, message: 'Unknown field: foo.' });
  });

  it('gives Fastify’s own client errors a fixed text, not their internal message', () => {
    expect(describeError(fastifyError({ statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }))).toEqual({
      status: 415,
      message: 'Unsupported content type',
    });
    expect(describeError(fastifyError({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' }))).toEqual({
      status: 413,
      message: 'The request body is too large',
    });
    expect(describeError(fastifyError({ statusCode: 418 }))).toEqual({ status: 418, message: 'Bad request' });
  });

  it('hides everything else behind "Internal error"', () => {
    expect(describeError(new Error('relation "users" does not exist'))).toEqual({
      status: 500,
      message: 'Internal error',
    });
    expect(describeError(fastifyError({ statusCode: 503 }))).toEqual({
      status: 500,
      message: 'Internal error',
    });
    expect(describeError('a string')).toEqual({ status: 500, message: 'Internal error' });
  });
});
