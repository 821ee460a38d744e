import { randomBytes } from 'node:crypto';

/** A new document id: 24 lower-case hex characters, the shape of a Mongo ObjectId. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** Whether `value` has the shape of a document id. */
export function isDocumentId(value: string): boolean {
  return /^[0-9a-f]{24}$/.test(value);
}
