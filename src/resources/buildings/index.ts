/** The building record page's sections (staff-and-agents.md §2.3, §3 Building). */
import { registerSections } from '../collections/sections';
import { BuildingOperations } from './BuildingOperations';

registerSections('buildings', BuildingOperations);
