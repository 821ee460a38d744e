/**
 * An error that carries the HTTP status and the plain-text message the caller sees.
 * The error handler turns it into a `text/plain` reply; anything else thrown becomes a 500.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Headers the reply carries with the message (e.g. `retry-after`). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const unauthorized = (message: string): HttpError => new HttpError(401, message);
export const forbidden = (message: string): HttpError => new HttpError(403, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
