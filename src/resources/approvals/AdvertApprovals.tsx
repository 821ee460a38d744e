import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { PendingAdvert } from '../../dataProvider/adminPages';
import { PendingApprovals, type PendingColumn } from './PendingApprovals';
import { APPROVALS_TEXTS as T } from './texts';

const COLUMNS: PendingColumn<PendingAdvert>[] = [
  {
    header: T.image,
    cell: (item) => (
      <img
        src={item.iconurl}
        alt={T.advertImage(item.name)}
        width={96}
        height={54}
        style={{ objectFit: 'cover', display: 'block' }}
      />
    ),
  },
  { header: T.name, cell: (item) => item.name },
  { header: T.submitted, cell: (item) => new Date(item.timestamp).toLocaleString() },
  { header: T.impressions, align: 'right', cell: (item) => item.pendingimpressions.toLocaleString() },
];

/** Pending adverts with Approve and Reject (a reason is required); failures show in a red alert (§8). */
export function AdvertApprovals() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = useCallback(
    () => dataProvider.listPendingAdverts().then((reply) => reply.documents),
    [dataProvider],
  );
  return (
    <PendingApprovals
      id="adverts-heading"
      title={T.adverts}
      empty={T.noAdverts}
      load={load}
      keyOf={(item) => item._id}
      nameOf={(item) => item.name}
      columns={COLUMNS}
      approve={(item) => dataProvider.approveAdvert(item._id)}
      reject={(item, reason) => dataProvider.rejectAdvert(item._id, reason)}
      rejectTitle={T.rejectAdvertTitle}
      rejectField={{ label: T.reason, help: T.reasonHelp, required: true }}
    />
  );
}
