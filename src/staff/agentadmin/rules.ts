/**
 * Rules of the agent admin's memory list: its state in the query string (ADR 0005), like the agent lists
 * (10, 25, 50 or 100 per page, default 10), sorted by last update, newest first, unless the URL says otherwise.
 * The agent list uses the user agent list's state (`owner/agents/rules.ts`): same sorts and defaults.
 */
import { AGENT_PAGING } from '../../owner/agents/rules';
import { listRules } from '../../lib/listState';
import { formatDateTime } from '../../lib/dates';

export type MemorySort = 'updatedAt' | 'nickname';

/** The memory list's state in the query string: latest update first unless chosen; by user, A to Z. */
export const MEMORY_LIST = listRules<MemorySort>({ updatedAt: -1, nickname: 1 }, 'updatedAt', AGENT_PAGING);

/** A value as formatted JSON text (what staff read of stored objects). */
export const formatJson = (value: unknown): string => JSON.stringify(value, null, 2);

/** An ISO time as staff read it, or empty. */
export const formatTime = (iso: string): string => (iso ? formatDateTime(iso) : '');
