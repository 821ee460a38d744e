/**
 * Rules of the agent pages: the list's state in the query string (ADR 0005, `lib/pagedListState.ts`; staff-and-agents.md §9: sort
 * Name or Last Updated, ascending by default; 10, 25, 50 or 100 a page, 10 by default), the chat's times (staff-and-agents.md §9)
 * and its waiting dots (250 ms a step, up to 5 dots).
 */
import { listRules } from '../../lib/listState';
import { AGENT_TEXTS as T } from './texts';
import { formatDayAndMonth, formatTimeOfDay, formatWeekday } from '../../lib/dates';

export type AgentSort = 'display_name' | 'timestamp';

/** The agent lists' page sizes (staff-and-agents.md §9): 10, 25, 50 or 100, 10 unless chosen. */
export const AGENT_PAGING = { pageSizes: [10, 25, 50, 100], defaultPer: 10 } as const;

/** The agent lists' state in the query string: by name unless chosen, each sort starting ascending. */
export const AGENT_LIST = listRules<AgentSort>(
  { display_name: 1, timestamp: 1 },
  'display_name',
  AGENT_PAGING,
);

export const DOTS_STEP_MS = 250;
export const MAX_DOTS = 5;

/** The dots shown at step `n` of the waiting indicator: 1 to 5, then again. */
export const dots = (n: number) => '.'.repeat((n % MAX_DOTS) + 1);

/** A message's time (staff-and-agents.md §9): the time today, "Yesterday" and the time, the weekday within 7 days, else day and month. */
export function chatTime(epochSeconds: number, now: Date, locale?: string): string {
  const at = new Date(epochSeconds * 1000);
  const time = formatTimeOfDay(at, locale);
  const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(at)) / 86_400_000);
  if (days <= 0) return time;
  if (days === 1) return `${T.yesterday} ${time}`;
  if (days < 7) return formatWeekday(at, locale);
  return formatDayAndMonth(at, locale);
}

/** The agent views of the third path segment; anything else is the home view. */
export const AGENT_VIEWS = ['chat', 'crafting', 'platforms', 'delete', 'dev'] as const;
export type AgentView = 'home' | (typeof AGENT_VIEWS)[number];
export const agentView = (segment: string | undefined): AgentView =>
  (AGENT_VIEWS as readonly string[]).includes(segment ?? '') ? (segment as AgentView) : 'home';
/** Views only the owner may open. */
export const OWNER_VIEWS: readonly AgentView[] = ['crafting', 'platforms', 'delete'];

/** Session storage of each agent's chat (kept while the chat is active). */
export const chatStorageKey = (agentId: string) => `agent-chat:${agentId}`;
