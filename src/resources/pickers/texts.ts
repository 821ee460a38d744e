/** Texts of the staff pickers (staff-and-agents.md §2.9, §8). */
export const PICKER_TEXTS = {
  loading: 'Loading...',
  userNotFound: 'User not found',
  locationNotFound: 'Location not found',
  userLabel: 'User id, name, nickname or email',
  locationLabel: 'Location id or path',
  confirm: 'Confirm',
  cancel: 'Cancel',
  found: (name: string) => `Found: ${name}`,
} as const;
