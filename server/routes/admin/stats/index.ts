/**
 * Statistics over the ledgers (staff-and-agents.md §2.6, §7 "Statistics", §9). The lists serve any staff user
 * (administrator or superuser); the time-series totals need admin_stats_graphs and the biggest spenders
 * admin_stats_spenders (staff-and-agents.md §6). A superuser has full access.
 */
import { badRequest } from '../../../lib/http-error.ts';
import { type Window } from '../../../repositories/stats-queries.ts';

import type { HandlerMap } from '../../types.ts';

/** A chart may ask for up to this many slices (a year of hours is 8,784). */
export const MAX_SLICES = 10_000;
/** The biggest-spenders table shows this many users. */
export const SPENDERS_LIMIT = 50;

/** The window from `from` until `to` (default now); refuses one that ends before it starts. */
function windowOf(from: number, to: number = Date.now()): Window {
  if (to < from) throw badRequest('The end of the period must not be before its start.');
  return { from, to };
}

function checkSlices(window: Window, timeslice: number): void {
  if ((window.to - window.from) / timeslice > MAX_SLICES) {
    throw badRequest(
      `The period holds more than ${MAX_SLICES.toLocaleString('en-US')} time slices: choose a later start or longer slices.`,
    );
  }
}

export const adminStatsHandlers = {
  async listInventoryTransactions(request) {
    const { user, propertytransactions, commission, consumables, rewards, count = 100 } = request.query;
    const excluded = [
      ...(propertytransactions === false ? ['property'] : []),
      ...(commission === false ? ['commission'] : []),
      ...(consumables === false ? ['consumable'] : []),
      ...(rewards === false ? ['reward'] : []),
    ];
    const transactions = await request.server.repos.stats.inventoryTransactions(user, excluded, count);
    return { transactions };
  },

  async getInventoryTransactionTotals(request) {
    const { from, devtransactions = false, timeslice = 3_600_000 } = request.query;
    const window = windowOf(from);
    checkSlices(window, timeslice);
    const results = await request.server.repos.stats.purchaseTotals(window, timeslice, devtransactions);
    return { results, timeslice_length: timeslice };
  },

  async listInfiniverseTransactions(request) {
    const { user, count = 100 } = request.query;
    return { transactions: await request.server.repos.stats.infiniverseTransactions(user, count) };
  },

  async getInfiniverseTransactionTotals(request) {
    const { from, type, timeslice = 3_600_000 } = request.query;
    const window = windowOf(from);
    checkSlices(window, timeslice);
    const results = await request.server.repos.stats.infiniverseTotals(window, timeslice, type);
    return { results, timeslice_length: timeslice };
  },

  async getBiggestSpenders(request) {
    const { from, to, devtransactions = false } = request.query;
    const window = windowOf(from, to);
    return {
      results: await request.server.repos.stats.biggestSpenders(window, devtransactions, SPENDERS_LIMIT),
    };
  },
} satisfies HandlerMap;
