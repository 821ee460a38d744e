/** The audit log: a section on every record page, and the `/admin/audit` page. */
import { ALL_COLLECTIONS, registerSections } from '../collections/sections';
import { AuditSection } from './AuditSection';

export { AuditPage } from './AuditPage';

registerSections(ALL_COLLECTIONS, AuditSection);
