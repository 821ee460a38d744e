import type { PendingAdvert } from '../../dataProvider/adminPages';
import { useDecideAdvert, usePendingAdverts } from '../../dataProvider/adminPages.queries';
import type { Column } from '../../components/DataTable';
import { PendingApprovals } from './PendingApprovals';
import { APPROVALS_TEXTS as T } from './texts';

const COLUMNS: Column<PendingAdvert>[] = [
  {
    heading: T.image,
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
  { heading: T.name, cell: (item) => item.name },
  { heading: T.submitted, cell: (item) => new Date(item.timestamp).toLocaleString() },
  { heading: T.impressions, align: 'right', cell: (item) => item.pendingimpressions.toLocaleString() },
];

/** Pending adverts with Approve and Reject (a reason is required); failures show in a red alert (§8). */
export function AdvertApprovals() {
  const pending = usePendingAdverts();
  const { mutateAsync: decide } = useDecideAdvert();
  return (
    <PendingApprovals
      id="adverts-heading"
      title={T.adverts}
      empty={T.noAdverts}
      items={pending.data}
      loadError={pending.error}
      keyOf={(item) => item._id}
      nameOf={(item) => item.name}
      columns={COLUMNS}
      decide={(item, decision) => decide({ id: item._id, decision })}
      rejectTitle={T.rejectAdvertTitle}
      rejectField={{ label: T.reason, help: T.reasonHelp, required: true }}
    />
  );
}
