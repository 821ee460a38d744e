import type { AdminDocument } from '../../api/types';
import { LOCATION_LOOKUP } from '../../dataProvider/adminRecords.queries';
import { PickerDialog } from './PickerDialog';
import { PICKER_TEXTS } from './texts';

/** The location picker of staff-and-agents.md §2.9: finds a location by id or path; "Location not found" until one is found. */
export function LocationPicker(props: {
  open: boolean;
  title: string;
  onConfirm: (location: AdminDocument) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <PickerDialog<AdminDocument>
      {...props}
      label={PICKER_TEXTS.locationLabel}
      notFound={PICKER_TEXTS.locationNotFound}
      isValid={(text) => text.trim().length > 0}
      lookup={LOCATION_LOOKUP}
      describe={(location) => String(location.path ?? location.nickname ?? location.id)}
    />
  );
}
