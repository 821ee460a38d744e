import type { AdminDocument } from '../../api/types';
import {
  BUILDING_LOOKUP,
  DOMAIN_LOOKUP,
  LOCATION_LOOKUP,
  type PickerLookup,
} from '../../dataProvider/adminRecords.queries';
import { PickerDialog } from './PickerDialog';
import { PICKER_TEXTS } from './texts';

interface RecordKind {
  label: string;
  notFound: string;
  lookup: PickerLookup<AdminDocument>;
  describe: (record: AdminDocument) => string;
}

/** What each staff picker of one record finds, and how it names what it found. */
const RECORD_KINDS = {
  /** staff-and-agents.md §2.9: a location by id or path. */
  location: {
    label: PICKER_TEXTS.locationLabel,
    notFound: PICKER_TEXTS.locationNotFound,
    lookup: LOCATION_LOOKUP,
    describe: (location) => String(location.path ?? location.nickname ?? location.id),
  },
  /** A building by id or name (the redeem codes' apartment award). */
  building: {
    label: PICKER_TEXTS.buildingLabel,
    notFound: PICKER_TEXTS.buildingNotFound,
    lookup: BUILDING_LOOKUP,
    describe: (building) => String(building.name ?? building.id),
  },
  /** A metaverse by id, URL name or name (New on the lists of locations and events). */
  domain: {
    label: PICKER_TEXTS.domainLabel,
    notFound: PICKER_TEXTS.domainNotFound,
    lookup: DOMAIN_LOOKUP,
    describe: (domain) => String(domain.name ?? domain.uri ?? domain.id),
  },
} satisfies Record<string, RecordKind>;

export type PickedRecordKind = keyof typeof RECORD_KINDS;

/** Finds one record of `kind` from typed text; "… not found" until one is found, then Confirm applies it. */
export function RecordPicker({
  kind,
  ...props
}: {
  kind: PickedRecordKind;
  open: boolean;
  title: string;
  onConfirm: (record: AdminDocument) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <PickerDialog<AdminDocument>
      {...props}
      {...RECORD_KINDS[kind]}
      isValid={(text) => text.trim().length > 0}
    />
  );
}
