/**
 * Rules of the agent admin's memory list: its state in the query string (ADR 0005), like the agent lists
 * (10, 25, 50 or 100 per page, default 10), sorted by last update, newest first, unless the URL says otherwise.
 * The agent list uses the user agent list's state (`custom/agents/rules.ts`): same sorts and defaults.
 */
import { PAGE_SIZES } from '../../custom/agents/rules';

export type MemorySort = 'updatedAt' | 'nickname';

export interface MemoryListState {
  q: string;
  sort: MemorySort;
  order: 1 | -1;
  per: number;
  first: number;
}

export function readMemoryListState(params: URLSearchParams): MemoryListState {
  const per = Number(params.get('per'));
  const first = Number(params.get('first'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    sort: params.get('sort') === 'nickname' ? 'nickname' : 'updatedAt',
    order: params.get('order') === '1' ? 1 : -1,
    per: (PAGE_SIZES as readonly number[]).includes(per) ? per : 10,
    first: Number.isInteger(first) && first > 0 && first <= 100_000 ? first : 0,
  };
}

/** The query string values, leaving out defaults. */
export function writeMemoryListState(state: MemoryListState): Record<string, string | undefined> {
  return {
    q: state.q || undefined,
    sort: state.sort === 'updatedAt' ? undefined : state.sort,
    order: state.order === -1 ? undefined : '1',
    per: state.per === 10 ? undefined : String(state.per),
    first: state.first === 0 ? undefined : String(state.first),
  };
}

/** A value as formatted JSON text (what staff read of stored objects). */
export const formatJson = (value: unknown): string => JSON.stringify(value, null, 2);

/** An ISO time as staff read it, or empty. */
export const formatTime = (iso: string): string => (iso ? new Date(iso).toLocaleString('en-GB') : '');
