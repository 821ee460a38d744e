import type { PendingStorefront } from '../../dataProvider/adminPages';
import { useDecideStorefront, usePendingStorefronts } from '../../dataProvider/adminPages.queries';
import type { Column } from '../../components/DataTable';
import { PendingApprovals } from './PendingApprovals';
import { APPROVALS_TEXTS as T } from './texts';

const nameOf = (item: PendingStorefront) => item.nickname || item.name;

const COLUMNS: Column<PendingStorefront>[] = [
  { heading: T.name, cell: nameOf },
  { heading: T.metaverse, cell: (item) => item.domainuri ?? item.domain },
  { heading: T.owner, cell: (item) => item.ownernickname ?? item.owner },
  { heading: T.template, cell: (item) => item.template },
];

/** Pending storefront and joke locations with Approve and Reject (with a message). */
export function StorefrontApprovals() {
  const pending = usePendingStorefronts();
  const { mutateAsync: decide } = useDecideStorefront();
  return (
    <PendingApprovals
      id="storefronts-heading"
      title={T.storefronts}
      empty={T.noStorefronts}
      items={pending.data}
      loadError={pending.error}
      keyOf={(item) => item.id}
      nameOf={nameOf}
      columns={COLUMNS}
      decide={(item, decision) => decide({ id: item.id, decision })}
      rejectTitle={T.rejectStorefrontTitle}
      rejectField={{ label: T.message, help: T.messageHelp, required: false }}
    />
  );
}
