/**
 * Request body parsers. The console sends JSON as `text/plain` (owner-console.md §7), so `text/plain`
 * and `application/json` are both parsed as JSON (prototype-poisoning keys refused, and bodies nested more than
 * JSON_MAX_DEPTH deep refused before parsing). A body of any other type
 * is handed over as the raw stream, never buffered: a JSON operation refuses it as not JSON. Upload
 * operations take every body as a stream, whatever its type (see `contract-routes.ts`), so the blob store
 * enforces size limits while reading and the bytes decide what the file is.
 */
import type { FastifyBodyParser, FastifyContentTypeParser } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { JSON_BODY_MAX_BYTES } from '../lib/limits.ts';
import { JSON_MAX_DEPTH, nestsDeeperThan } from '../lib/json-depth.ts';
import { MESSAGES } from '../lib/messages.ts';

/** Hands the body to the handler as the unread request stream. */
export const passUploadStream: FastifyContentTypeParser = (_request, payload, done) => {
  done(null, payload);
};

export const bodyParsersPlugin = fp(
  async (app) => {
    app.removeAllContentTypeParsers();
    const parseJson = app.getDefaultJsonParser('error', 'error');
    const jsonParser: FastifyBodyParser<string> = (request, body, done) => {
      if (body.trim() === '') {
        done(new HttpError(400, MESSAGES.emptyBody), undefined);
        return;
      }
      if (nestsDeeperThan(body)) {
        done(new HttpError(400, MESSAGES.jsonTooDeep(JSON_MAX_DEPTH)), undefined);
        return;
      }
      parseJson(request, body, (error, value) => {
        if (!error) {
          done(null, value);
          return;
        }
        // The parser's error does not say why; a key that poisons prototypes is named to the caller.
        const poisoned = /"(__proto__|constructor)"\s*:/.test(body);
        done(
          new HttpError(
            400,
            poisoned
              ? 'The request names a field that is not allowed (__proto__, constructor or prototype).'
              : MESSAGES.invalidJson,
          ),
          undefined,
        );
      });
    };
    app.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: JSON_BODY_MAX_BYTES },
      jsonParser,
    );
    app.addContentTypeParser('*', passUploadStream);
  },
  { name: 'body-parsers' },
);
