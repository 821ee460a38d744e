/** The staff pickers of staff-and-agents.md §2.9. */
export { LocationPicker } from './LocationPicker';
export { UserPicker, type PickedUser } from './UserPicker';
