/** The staff pickers of staff-and-agents.md §2.9. */
export { BuildingPicker } from './BuildingPicker';
export { DomainPicker } from './DomainPicker';
export { LocationPicker } from './LocationPicker';
export { UserPicker, type PickedUser } from './UserPicker';
