/**
 * The location record page's sections (staff-and-agents.md §2.3): slots pointing at it, its styles with the
 * release switch and custom CSS editor, and its Android performance stats.
 */
import type { RecordSection } from '../collections/sections';
import { LocationAndroidStats } from './LocationAndroidStats';
import { LocationSlots } from './LocationSlots';
import { LocationStyles } from './LocationStyles';

export const LOCATION_SECTIONS: readonly RecordSection[] = [
  LocationStyles,
  LocationSlots,
  LocationAndroidStats,
];
