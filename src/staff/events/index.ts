/** The event record page's Event section (staff-and-agents.md §2.3). */
import type { RecordSection } from '../collections/sections';
import { EventSummary } from './EventSummary';

export const EVENT_SECTIONS: readonly RecordSection[] = [EventSummary];
