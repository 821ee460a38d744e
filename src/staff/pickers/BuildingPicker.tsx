import type { AdminDocument } from '../../api/types';
import { BUILDING_LOOKUP } from '../../dataProvider/adminRecords.queries';
import { PickerDialog } from './PickerDialog';
import { PICKER_TEXTS } from './texts';

/** A building by id or name; "Building not found" until one is found (the redeem codes' apartment award). */
export function BuildingPicker(props: {
  open: boolean;
  title: string;
  onConfirm: (building: AdminDocument) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <PickerDialog<AdminDocument>
      {...props}
      label={PICKER_TEXTS.buildingLabel}
      notFound={PICKER_TEXTS.buildingNotFound}
      isValid={(text) => text.trim().length > 0}
      lookup={BUILDING_LOOKUP}
      describe={(building) => String(building.name ?? building.id)}
    />
  );
}
