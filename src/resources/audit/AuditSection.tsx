import { useDataProvider } from 'react-admin';
import { useLoad } from '../../api/useLoad';
import type { AppDataProvider } from '../../dataProvider';
import type { SectionProps } from '../collections/sections';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { AuditTable } from './AuditTable';
import { AUDIT_TEXTS } from './texts';

/**
 * The record's audit entries (newest first), on every record page. Keyed by the record's timestamp, so a write
 * that reloads the record also reloads its audit trail.
 */
export function AuditSection({ record, collection }: SectionProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const stamp = typeof record.timestamp === 'string' ? record.timestamp : '';
  const load = useLoad(`${collection}/${record.id}@${stamp}`, () =>
    dataProvider.getAuditOfRecord(collection, record.id),
  );
  return (
    <SectionFrame title={AUDIT_TEXTS.section}>
      {(headingId) => (
        <Loaded load={load}>{(entries) => <AuditTable entries={entries} labelledBy={headingId} />}</Loaded>
      )}
    </SectionFrame>
  );
}
