import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../components/DataTable';
import { Loaded, SectionFrame } from '../../components/SectionFrame';
import type { Avatar } from '../../dataProvider/missions';
import { useAvatars } from '../../dataProvider/missions.queries';
import { MissionToolFrame } from './MissionToolFrame';
import { MISSION_TEXTS as T } from './texts';

type Skin = Avatar['skins'][number];

const C = T.columns;
const yesNo = (value: boolean) => (value ? T.yes : T.no);

const SKIN_COLUMNS = [
  { heading: C.name, cell: (skin: Skin) => skin.name },
  { heading: C.index, cell: (skin: Skin) => skin.index },
  { heading: C.unlockLevel, cell: (skin: Skin) => skin.unlocklevel },
  { heading: C.iapId, cell: (skin: Skin) => skin.iap_id },
];

function Character({ avatar }: { avatar: Avatar }) {
  return (
    <SectionFrame title={avatar.name}>
      {(headingId) => (
        <Stack spacing={2}>
          <DataTable
            rows={[avatar]}
            rowKey={(row) => row._id}
            labelledBy={headingId}
            columns={[
              { heading: C.character, cell: (row) => row.name },
              { heading: C.unlockLevel, cell: (row) => row.unlocklevel },
              { heading: C.iapId, cell: (row) => row.iap_id },
              { heading: C.isDefault, cell: (row) => yesNo(row.default) },
              { heading: C.isDisabled, cell: (row) => yesNo(row.disabled) },
            ]}
          />
          <Typography variant="subtitle1" component="h3" id={`${headingId}-skins`}>
            {T.skins}
          </Typography>
          <DataTable
            rows={avatar.skins}
            rowKey={(skin) => `${skin.index}-${skin.name}`}
            labelledBy={`${headingId}-skins`}
            columns={SKIN_COLUMNS}
          />
          <Typography variant="subtitle1" component="h3" id={`${headingId}-weapons`}>
            {T.weaponSkins}
          </Typography>
          <DataTable
            rows={avatar.weaponskins}
            rowKey={(skin) => `${skin.index}-${skin.name}`}
            labelledBy={`${headingId}-weapons`}
            columns={SKIN_COLUMNS}
          />
        </Stack>
      )}
    </SectionFrame>
  );
}

function Avatars({ productId }: { productId: string }) {
  const load = useAvatars(productId);
  return (
    <Loaded load={load}>
      {({ avatars }) =>
        avatars.length === 0 ? (
          <Typography>{T.noAvatars}</Typography>
        ) : (
          avatars.map((avatar) => <Character key={avatar._id} avatar={avatar} />)
        )
      }
    </Loaded>
  );
}

/**
 * `/admin/childproducts/{id}/avatars`: the product's characters, read-only for everyone, with skins and weapon
 * skins (staff-and-agents.md §2.11); any signed-in user may read it (staff-and-agents.md §6).
 */
export function AvatarsPage() {
  return (
    <MissionToolFrame title={T.avatarsTitle} changeable={false}>
      {(id) => <Avatars productId={id} />}
    </MissionToolFrame>
  );
}
