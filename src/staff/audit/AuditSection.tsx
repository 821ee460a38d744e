import { useAuditOfRecord } from '../../dataProvider/adminUsers.queries';
import type { SectionProps } from '../collections/sections';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { AuditTable } from './AuditTable';
import { AUDIT_TEXTS } from './texts';

/**
 * The record's audit entries (newest first), on every record page. Keyed by the record's timestamp, so a write
 * that reloads the record also reloads its audit trail.
 */
export function AuditSection({ record, collection }: SectionProps) {
  const stamp = typeof record.timestamp === 'string' ? record.timestamp : '';
  const load = useAuditOfRecord(collection, record.id, stamp);
  return (
    <SectionFrame title={AUDIT_TEXTS.section}>
      {(headingId) => (
        <Loaded load={load}>{(entries) => <AuditTable entries={entries} labelledBy={headingId} />}</Loaded>
      )}
    </SectionFrame>
  );
}
