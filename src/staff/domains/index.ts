/** The domain record page's sections (staff-and-agents.md §2.3): operations, locations, building-world stores. */
import type { RecordSection } from '../collections/sections';
import { DomainLocations } from './DomainLocations';
import { DomainOperations } from './DomainOperations';
import { DomainStores } from './DomainStores';

export const DOMAIN_SECTIONS: readonly RecordSection[] = [DomainOperations, DomainLocations, DomainStores];
