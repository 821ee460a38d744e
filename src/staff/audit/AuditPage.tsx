import { useAuditLog } from '../../dataProvider/adminUsers.queries';
import { FilteredLogPage } from '../collections/FilteredLogPage';
import { AuditTable } from './AuditTable';
import { AUDIT_TEXTS } from './texts';

const FILTERS = {
  collection: AUDIT_TEXTS.collection,
  target: AUDIT_TEXTS.target,
  actor: AUDIT_TEXTS.actor,
};

/** `/admin/audit`: the browsable audit log of staff writes, filtered by collection, record or staff user. */
export function AuditPage() {
  return (
    <FilteredLogPage texts={AUDIT_TEXTS} filters={FILTERS} useLog={useAuditLog}>
      {(page, headingId) => <AuditTable entries={page.entries} labelledBy={headingId} withRecord />}
    </FilteredLogPage>
  );
}
