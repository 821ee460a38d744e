/** The building record page's sections (staff-and-agents.md §2.3, §3 Building). */
import type { RecordSection } from '../collections/sections';
import { BuildingOperations } from './BuildingOperations';

export const BUILDING_SECTIONS: readonly RecordSection[] = [BuildingOperations];
