/** The domain record page's sections (staff-and-agents.md §2.3): operations, locations, building-world stores. */
import { registerSections } from '../collections/sections';
import { DomainLocations } from './DomainLocations';
import { DomainOperations } from './DomainOperations';
import { DomainStores } from './DomainStores';

registerSections('domains', DomainOperations, DomainLocations, DomainStores);
