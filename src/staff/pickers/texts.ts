/** Texts of the staff pickers (staff-and-agents.md §2.9, §8). */
import { COMMON_TEXTS } from '../../../common/texts';

export const PICKER_TEXTS = {
  loading: 'Loading...',
  userNotFound: COMMON_TEXTS.userNotFound,
  locationNotFound: COMMON_TEXTS.locationNotFound,
  userLabel: 'User id, name, nickname or email',
  locationLabel: 'Location id or path',
  buildingLabel: 'Building id or name',
  buildingNotFound: 'Building not found',
  domainLabel: 'Metaverse id, URL name or name',
  domainNotFound: 'Metaverse not found',
  confirm: 'Confirm',
  cancel: 'Cancel',
  found: (name: string) => `Found: ${name}`,
} as const;
