/** The escrow lists (a page the specification lists without contents): open or archived, newest first. */
import type { HandlerMap } from '../../types.ts';

export const escrowsHandlers = {
  async listEscrows(request) {
    const { first = 0, count = 30, archived = false } = request.query;
    const escrows = request.server.repos.escrows;
    const [total, rows] = await Promise.all([escrows.count(archived), escrows.list(archived, first, count)]);
    return {
      total,
      documents: rows.map((row) => ({
        escrowid: row.id,
        timestamp: row.ts.toISOString(),
        amount: Number(row.amount),
        itemname: row.itemname,
        user: row.user_id,
        archived: row.archived,
        ...(row.usernickname !== null && { usernickname: row.usernickname }),
        ...(row.receiver_id !== null && { receiver: row.receiver_id }),
        ...(row.receivername !== null && { receivername: row.receivername }),
      })),
    };
  },
} satisfies HandlerMap;
