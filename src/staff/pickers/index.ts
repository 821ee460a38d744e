/** The staff pickers of staff-and-agents.md §2.9. */
export { RecordPicker, type PickedRecordKind } from './RecordPicker';
export { UserPicker, type PickedUser } from './UserPicker';
