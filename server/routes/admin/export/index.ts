/**
 * CSV export of a collection's current search (ours; issue "export the current search of any collection"):
 * administrator or superuser, recorded in the audit log, streamed batch by batch so 100,000 rows never sit in
 * memory at once. Cells are guarded against spreadsheet formula injection (server/lib/csv.ts).
 */
import { Readable } from 'node:stream';
import type { StoredDocument } from '../../../db/collections.ts';
import { QueryError } from '../../../db/query-translator.ts';

import { toCsvRow } from '../../../../common/csv.ts';
import { badRequest } from '../../../lib/http-error.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { type ExportSearch } from '../../../db/collection-export.ts';
import type { HandlerMap } from '../../types.ts';

const LINE_END = '\r\n';

function cellValue(doc: StoredDocument, field: string): unknown {
  return Object.hasOwn(doc, field) ? doc[field] : undefined;
}

/** The CSV text: the header row, then one chunk per batch (the stream pulls the next batch when read). */
async function* csvChunks(
  fields: readonly string[],
  batches: () => AsyncGenerator<StoredDocument[]>,
): AsyncGenerator<string> {
  yield toCsvRow(fields) + LINE_END;
  for await (const batch of batches()) {
    yield batch.map((doc) => toCsvRow(fields.map((field) => cellValue(doc, field))) + LINE_END).join('');
  }
}

export const adminExportHandlers = {
  async exportAdminCollection(request, reply) {
    const user = signedInUser(request);
    const { collection } = request.params;
    const { sort = 'timestamp', order = -1, query, fields = 'id,name,timestamp' } = request.query;
    const columns = [...new Set(fields.split(','))];
    const search: ExportSearch = { sort, order, ...(query !== undefined && { query }) };
    let batches;
    try {
      batches = request.server.repos.collections.exportBatches(collection, search);
    } catch (error) {
      if (error instanceof QueryError) throw badRequest(error.message);
      throw error;
    }
    await request.server.repos.audit.record({
      actorId: user.id,
      action: 'collection.export',
      collection,
      targetId: '*',
      after: { query: query ?? null, sort, order, fields: columns },
    });
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${collection}-${stamp}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(csvChunks(columns, batches)));
  },
} satisfies HandlerMap;
