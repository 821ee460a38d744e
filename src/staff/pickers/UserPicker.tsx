import type { UserMatches } from '../../dataProvider/adminRecords';
import { USER_LOOKUP } from '../../dataProvider/adminRecords.queries';
import { cleanUserPickerText, isUserPickerText } from '../../lib/pickers';
import { PickerDialog } from './PickerDialog';
import { PICKER_TEXTS } from './texts';

export type PickedUser = UserMatches['users'][number];

/** The user picker of staff-and-agents.md §2.9: word characters, digits, @ and dot; "User not found" until one is found. */
export function UserPicker(props: {
  open: boolean;
  title: string;
  onConfirm: (user: PickedUser) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <PickerDialog<PickedUser>
      {...props}
      label={PICKER_TEXTS.userLabel}
      notFound={PICKER_TEXTS.userNotFound}
      clean={cleanUserPickerText}
      isValid={isUserPickerText}
      lookup={USER_LOOKUP}
      describe={(user) => `${user.nickname} (${user.name})`}
    />
  );
}
