import type { AdminDocument } from '../../api/types';
import { DOMAIN_LOOKUP } from '../../dataProvider/adminRecords.queries';
import { PickerDialog } from './PickerDialog';
import { PICKER_TEXTS } from './texts';

/** A metaverse by id, URL name or name; "Metaverse not found" until one is found. */
export function DomainPicker(props: {
  open: boolean;
  title: string;
  onConfirm: (domain: AdminDocument) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <PickerDialog<AdminDocument>
      {...props}
      label={PICKER_TEXTS.domainLabel}
      notFound={PICKER_TEXTS.domainNotFound}
      isValid={(text) => text.trim().length > 0}
      lookup={DOMAIN_LOOKUP}
      describe={(domain) => String(domain.name ?? domain.uri ?? domain.id)}
    />
  );
}
