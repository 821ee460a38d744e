/**
 * Every non-2xx reply is `text/plain` holding one sentence for the user (owner-console.md §7):
 * our HttpErrors keep their text, validation failures are described in words, Fastify's own errors get
 * a fixed text per status, and anything unexpected is logged and answered "Internal error".
 * Every reply also carries `X-Content-Type-Options: nosniff` and the request id.
 *
 * A refusal made before the request's body was read (a body over its limit, a caller refused before the body)
 * is sent once the rest of the body has been read away (`drainRefusedBody`): Node closes the connection after
 * such a reply (Fastify asks it to, and so does a client sending `Connection: close`), and closing a connection
 * with unread bytes resets it, so a client still sending would never read the 413. A body larger than the
 * drain's limits is cut off instead.
 */
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { REFUSED_BODY_DRAIN_MAX_BYTES, REFUSED_BODY_DRAIN_MAX_MS } from '../lib/limits.ts';
import { MESSAGES } from '../lib/messages.ts';
import { describeValidationIssue, type ValidationIssue } from '../../common/validation-text.ts';

/** Status and text of the reply to an error. */
export interface ErrorReply {
  status: number;
  message: string;
}

const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad request',
  401: MESSAGES.notSignedIn,
  403: 'Forbidden',
  404: MESSAGES.notFound,
  405: 'Method not allowed',
  406: 'Not acceptable',
  408: MESSAGES.requestTimedOut,
  409: 'Conflict',
  411: 'Content-Length is required',
  413: MESSAGES.bodyTooLarge,
  414: MESSAGES.addressTooLong,
  415: MESSAGES.unsupportedContentType,
  429: MESSAGES.tooManyAttempts,
  431: MESSAGES.headersTooLarge,
};

type MaybeFastifyError = Partial<FastifyError> & { validation?: ValidationIssue[] };

/** How an error thrown while handling a request is answered. */
export function describeError(error: unknown): ErrorReply {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  const fastifyError = (typeof error === 'object' && error !== null ? error : {}) as MaybeFastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (fastifyError.validation && fastifyError.validation.length > 0) {
    return {
      status: 400,
      message: describeValidationIssue(fastifyError.validation[0], fastifyError.validationContext ?? 'body'),
    };
  }
  if (fastifyError.code === 'FST_ERR_BAD_URL') return { status: 400, message: MESSAGES.badAddress };
  if (fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { status: 400, message: MESSAGES.emptyBody };
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { status: 415, message: MESSAGES.unsupportedContentType };
  }
  if (status >= 400 && status < 500) return { status, message: STATUS_TEXTS[status] ?? STATUS_TEXTS[400] };
  return { status: 500, message: MESSAGES.internal };
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals (an address whose escapes do not decode, a path
 * parameter over the length limit) answered like every other error instead of in Fastify's JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, message } = describeError(error);
  request.log.info({ statusCode: status, reason: message }, 'request refused');
  void reply
    .code(status)
    .header('x-content-type-options', 'nosniff')
    .header('x-request-id', request.id)
    .type('text/plain; charset=utf-8')
    .send(message);
}

/**
 * Reads and throws away what is left of a refused request's body; resolves true once it has all been read. Past
 * `maxBytes` or `maxMs` it stops, closes the connection and resolves false.
 */
export function drainRefusedBody(
  raw: IncomingMessage,
  maxBytes = REFUSED_BODY_DRAIN_MAX_BYTES,
  maxMs = REFUSED_BODY_DRAIN_MAX_MS,
): Promise<boolean> {
  // Ended: everything was read (also the case of requests made in-process, which never set `complete`).
  if (raw.readableEnded) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      raw.off('data', counted);
      raw.off('end', ended);
      raw.off('close', closed);
      if (!whole) raw.socket?.destroy();
      resolve(whole);
    };
    const ended = () => finish(true);
    const closed = () => finish(raw.readableEnded);
    const counted = (chunk: Buffer | string) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
    };
    const timer = setTimeout(() => finish(false), maxMs);
    timer.unref();
    raw.on('data', counted);
    raw.once('end', ended);
    raw.once('close', closed);
    raw.resume();
  });
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(async (error, request, reply) => {
      const { status, message } = describeError(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ statusCode: status, reason: message }, 'request refused');
      if (error instanceof HttpError) reply.headers(error.headers);
      // The reply waits for the rest of an unread body (see above); a body past the drain's limits loses it.
      if (!(await drainRefusedBody(request.raw))) return reply;
      return reply.code(status).type('text/plain; charset=utf-8').send(message);
    });

    app.addHook('onSend', async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's `clientErrorHandler`: requests Node refuses before they reach Fastify (headers or address over
 * Node's header size limit, a request that timed out, bytes that are not HTTP) are answered in our words and
 * form (`text/plain`, one sentence) instead of Fastify's JSON, and the connection is closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MESSAGES.requestTimedOut]
        : [400, STATUS_TEXTS[400]];
  if (socket.writable) {
    const body = Buffer.from(message);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: text/plain; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body);
  }
  socket.destroy(error);
}
