import { useState } from 'react';
import type { components } from '../../../common/api/schema';
import { useUserInfiniverseTransactions } from '../../dataProvider/adminUsers.queries';
import { slotNumber } from '../../lib/permissionRules';
import { buildingPostcode, cellCode } from '../../../common/postcode';
import type { SectionProps } from '../collections/sections';
import { DataTable } from '../../components/DataTable';
import { Pager } from '../../components/Pager';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import { USER_COLUMNS as C, USER_TEXTS } from './texts';

type Transaction = components['schemas']['InfiniverseTransaction'];
const PAGE = 30;

/** Building-world transactions (staff-and-agents.md §3), newest first, paged. */
export function UserInfiniverseTransactions({ record }: SectionProps) {
  // A section of the user's record page, paging within that record beside another paged section: its offset
  // is not the page's list state, so it stays here until record pages keep their sections' state in the URL.
  // eslint-disable-next-line no-restricted-syntax
  const [first, setFirst] = useState(0);
  const load = useUserInfiniverseTransactions(record.id, { first, count: PAGE });
  return (
    <SectionFrame title={USER_TEXTS.infiniverseTransactions}>
      {(headingId) => (
        <Loaded load={load}>
          {(page) => (
            <>
              <DataTable<Transaction>
                labelledBy={headingId}
                rows={page.transactions}
                rowKey={(row) => row.id}
                columns={[
                  { heading: C.timestamp, cell: (row) => row.timestamp },
                  { heading: C.type, cell: (row) => row.type },
                  { heading: C.amount, cell: (row) => row.amount },
                  { heading: C.slot, cell: (row) => (row.slot === undefined ? '' : slotNumber(row.slot)) },
                  { heading: C.building, cell: (row) => row.building?.name ?? '' },
                  {
                    heading: C.cell,
                    // The building's postal code; the cell alone when the record names no building in it.
                    cell: (row) => buildingPostcode(row) ?? cellCode(row.cellx, row.celly) ?? '',
                    nowrap: true,
                  },
                ]}
              />
              <Pager
                label={USER_TEXTS.infiniverseTransactions}
                first={first}
                count={PAGE}
                total={page.total}
                onChange={setFirst}
              />
            </>
          )}
        </Loaded>
      )}
    </SectionFrame>
  );
}
