import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RecordPicker } from '../pickers';
import { REDEEM_CODE_TEXTS as T } from './texts';

/** The building an apartment award is in: its id for the code, its name for staff to read. */
export interface ChosenBuilding {
  id: string;
  name: string;
}

/** The apartment award's building, by name, with the building picker to choose it. */
export function BuildingChoice({
  building,
  onChange,
}: {
  building: ChosenBuilding | null;
  onChange: (building: ChosenBuilding) => void;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography sx={{ flexGrow: 1 }}>{`${T.building}: ${building?.name ?? T.noBuilding}`}</Typography>
      <Button variant="outlined" onClick={() => setPicking(true)}>
        {T.chooseBuilding}
      </Button>
      <RecordPicker
        kind="building"
        open={picking}
        title={T.buildingPicker}
        onClose={() => setPicking(false)}
        onConfirm={async (picked) => {
          onChange({ id: picked.id, name: String(picked.name ?? picked.id) });
          setPicking(false);
        }}
      />
    </Stack>
  );
}
