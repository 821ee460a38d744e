/** The user's read-only list sections (staff-and-agents.md §2.3, §3): escrows, purchases, metaverses, files, stores, slots. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { components } from '../../../common/api/schema';
import { useUserSection } from '../../dataProvider/adminUsers.queries';
import { domainRoles } from '../../lib/memberRules';
import { metacoinText, slotNumber } from '../../lib/permissionRules';
import type { SectionProps } from '../collections/sections';
import { DataTable, type Column } from '../../components/DataTable';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { USER_COLUMNS as C, USER_TEXTS } from './texts';
import { RecordRef } from '../collections/RecordRef';

type Schemas = components['schemas'];

interface ListSectionProps<T> {
  title: string;
  load: UseQueryResult<T[]>;
  columns: Column<T>[];
  rowKey: (row: T, index: number) => string;
}

function ListSection<T>({ title, load, columns, rowKey }: ListSectionProps<T>) {
  return (
    <SectionFrame title={title}>
      {(headingId) => (
        <Loaded load={load}>
          {(rows) => <DataTable labelledBy={headingId} rows={rows} columns={columns} rowKey={rowKey} />}
        </Loaded>
      )}
    </SectionFrame>
  );
}

export function UserUnconsumedIaps({ record }: SectionProps) {
  return (
    <ListSection<Schemas['UnconsumedPurchase']>
      title={USER_TEXTS.unconsumedIaps}
      load={useUserSection('getUserUnconsumedIaps', record.id)}
      rowKey={(row, index) => `${row.grant_time}:${index}`}
      columns={[
        { heading: C.grantTime, cell: (row) => new Date(row.grant_time * 1000).toISOString() },
        { heading: C.sku, cell: (row) => row.item.sku },
      ]}
    />
  );
}

export function UserMetaverses({ record }: SectionProps) {
  return (
    <ListSection<Schemas['AdminUserDomain']>
      title={USER_TEXTS.metaverses}
      load={useUserSection('getUserDomains', record.id)}
      rowKey={(row) => row.id}
      columns={[
        { heading: C.name, cell: (row) => <RecordRef collection="domains" id={row.id} text={row.name} /> },
        { heading: C.uri, cell: (row) => row.uri },
        { heading: C.plan, cell: (row) => row.plan ?? '' },
        {
          heading: C.roles,
          cell: (row) => domainRoles(row.owner, row.permissions).join(', '),
        },
      ]}
    />
  );
}

export function UserFiles({ record }: SectionProps) {
  return (
    <ListSection<Schemas['AdminUserFile']>
      title={USER_TEXTS.files}
      load={useUserSection('getUserFiles', record.id)}
      rowKey={(row) => row.id}
      columns={[
        { heading: C.name, cell: (row) => <RecordRef collection="files" id={row.id} text={row.name} /> },
        { heading: C.mimetype, cell: (row) => row.mimetype ?? '' },
        { heading: C.size, cell: (row) => row.size ?? '' },
        { heading: C.timestamp, cell: (row) => row.timestamp ?? '' },
      ]}
    />
  );
}

export function UserEscrows({ record }: SectionProps) {
  return (
    <ListSection<Schemas['UserEscrow']>
      title={USER_TEXTS.escrows}
      load={useUserSection('getUserEscrows', record.id)}
      rowKey={(row) => row.escrowid}
      columns={[
        { heading: C.escrowid, cell: (row) => row.escrowid },
        { heading: C.timestamp, cell: (row) => row.timestamp },
        { heading: C.amount, cell: (row) => row.amount },
        { heading: C.itemname, cell: (row) => row.itemname },
        { heading: C.receivername, cell: (row) => row.receivername ?? '' },
      ]}
    />
  );
}

export function UserStores({ record }: SectionProps) {
  return (
    <ListSection<Schemas['Store']>
      title={USER_TEXTS.stores}
      load={useUserSection('getUserStores', record.id)}
      rowKey={(row) => row.building}
      columns={[
        {
          heading: C.building,
          cell: (row) => <RecordRef collection="buildings" id={row.building} text={row.name || undefined} />,
        },
        { heading: C.destination, cell: (row) => row.destination ?? '' },
        { heading: C.value, cell: (row) => metacoinText(row.value) },
      ]}
    />
  );
}

export function UserSlots({ record }: SectionProps) {
  return (
    <ListSection<Schemas['Slot']>
      title={USER_TEXTS.slots}
      load={useUserSection('getUserSlots', record.id)}
      rowKey={(row) => `${row.building}:${row.slot}`}
      columns={[
        { heading: C.slot, cell: (row) => slotNumber(row.slot) },
        { heading: C.building, cell: (row) => <RecordRef collection="buildings" id={row.building} /> },
        {
          heading: C.owner,
          cell: (row) => (row.owner ? <RecordRef collection="users" id={row.owner} /> : ''),
        },
        { heading: C.boughtfor, cell: (row) => row.boughtfor },
        { heading: C.marketsale, cell: (row) => String(row.marketsale ?? false) },
        { heading: C.refuseoffers, cell: (row) => (row.refuseoffers ? USER_TEXTS.yes : USER_TEXTS.no) },
        { heading: C.destination, cell: (row) => row.destination ?? '' },
        { heading: C.destdoorid, cell: (row) => row.destdoorid ?? '' },
        {
          heading: C.offers,
          cell: (row) => row.slotoffers.escrowoffers.map((offer) => offer.amount).join(', '),
        },
      ]}
    />
  );
}
