/**
 * The location record page's sections (staff-and-agents.md §2.3): slots pointing at it, its styles with the
 * release switch and custom CSS editor, and its Android performance stats.
 */
import { registerSections } from '../collections/sections';
import { LocationAndroidStats } from './LocationAndroidStats';
import { LocationSlots } from './LocationSlots';
import { LocationStyles } from './LocationStyles';

registerSections('locations', LocationStyles, LocationSlots, LocationAndroidStats);
