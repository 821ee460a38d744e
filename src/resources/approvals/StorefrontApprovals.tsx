import type { PendingStorefront } from '../../dataProvider/adminPages';
import { useDecideStorefront, usePendingStorefronts } from '../../dataProvider/adminPages.queries';
import { PendingApprovals, type PendingColumn } from './PendingApprovals';
import { APPROVALS_TEXTS as T } from './texts';

const nameOf = (item: PendingStorefront) => item.nickname || item.name;

const COLUMNS: PendingColumn<PendingStorefront>[] = [
  { header: T.name, cell: nameOf },
  { header: T.metaverse, cell: (item) => item.domainuri ?? item.domain },
  { header: T.owner, cell: (item) => item.ownernickname ?? item.owner },
  { header: T.template, cell: (item) => item.template },
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
