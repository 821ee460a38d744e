import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = useCallback(
    (first: number, count: number, applied: Partial<Record<keyof typeof FILTERS, string>>) =>
      dataProvider.getAuditLog({ first, count, ...applied }),
    [dataProvider],
  );
  return (
    <FilteredLogPage texts={AUDIT_TEXTS} filters={FILTERS} load={load}>
      {(page, headingId) => <AuditTable entries={page.entries} labelledBy={headingId} withRecord />}
    </FilteredLogPage>
  );
}
