import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { PendingStorefront } from '../../dataProvider/adminPages';
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
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = useCallback(
    () => dataProvider.listPendingStorefronts().then((reply) => reply.documents),
    [dataProvider],
  );
  return (
    <PendingApprovals
      id="storefronts-heading"
      title={T.storefronts}
      empty={T.noStorefronts}
      load={load}
      keyOf={(item) => item.id}
      nameOf={nameOf}
      columns={COLUMNS}
      approve={(item) => dataProvider.approveStorefront(item.id)}
      reject={(item, message) => dataProvider.rejectStorefront(item.id, message)}
      rejectTitle={T.rejectStorefrontTitle}
      rejectField={{ label: T.message, help: T.messageHelp, required: false }}
    />
  );
}
