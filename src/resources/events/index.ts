/** The event record page's Event section (staff-and-agents.md §2.3). */
import { registerSections } from '../collections/sections';
import { EventSummary } from './EventSummary';

registerSections('events', EventSummary);
