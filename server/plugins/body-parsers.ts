/**
 * Request body parsers. The console sends JSON as `text/plain` (owner-console.md §7), so `text/plain`
 * and `application/json` are both parsed as JSON (prototype-poisoning keys refused). Uploads (images, videos,
 * documents and `application/octet-stream`) are handed to the handler as the raw stream, never buffered, so the blob
 * store can enforce size limits while reading.
 */
import type { FastifyBodyParser } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { JSON_BODY_MAX_BYTES } from '../lib/limits.ts';
import { MESSAGES } from '../lib/messages.ts';

/** Content types whose body reaches the handler as an unread stream. */
export const UPLOAD_CONTENT_TYPE =
  /^(image\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+|text\/markdown|application\/(octet-stream|pdf|vnd\.openxmlformats-officedocument\.wordprocessingml\.document))$/i;

export const bodyParsersPlugin = fp(
  async (app) => {
    app.removeAllContentTypeParsers();
    const parseJson = app.getDefaultJsonParser('error', 'error');
    const jsonParser: FastifyBodyParser<string> = (request, body, done) => {
      if (body.trim() === '') {
        done(new HttpError(400, MESSAGES.emptyBody), undefined);
        return;
      }
      parseJson(request, body, (error, value) => {
        if (!error) {
          done(null, value);
          return;
        }
        const poisoned = /prototype|constructor/i.test(error.message) ? error.message : '';
        done(
          new HttpError(400, poisoned ? 'Field name "__proto__" is not allowed' : MESSAGES.invalidJson),
          undefined,
        );
      });
    };
    app.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: JSON_BODY_MAX_BYTES },
      jsonParser,
    );
    app.addContentTypeParser(UPLOAD_CONTENT_TYPE, (_request, payload, done) => {
      done(null, payload);
    });
  },
  { name: 'body-parsers' },
);
