import { COMMON_TEXTS } from '../../../common/texts';

/**
 * Texts of the single-target manage page (single-target-and-flows.md §2, §5, §8, §9). The specification's words
 * where it gives them; ours (marked) where it names a control without its text.
 */
export const TARGET_PAGE_TEXTS = {
  // Header
  icon: 'Icon',
  banner: 'Banner',
  changeIcon: 'Change Icon',
  changeBanner: 'Change Banner',
  required: 'Required', // ours
  noBanner: 'No banner yet', // ours
  // Plan badge, Upgrade, add member
  plan: 'Plan',
  upgrade: 'Upgrade',
  addMember: 'Add Member', // ours
  // Release selector (§9)
  release: 'Release',
  releases: { dev: 'Work In Progress', prod: 'Published' },
  // Copyright notice (ours: the spec names it without its text)
  copyright:
    'Only upload pictures, videos and other content that you own or have permission to use. Content that breaks someone else’s copyright will be removed.',
  dismiss: 'Dismiss',
  // Settings
  settings: 'Settings',
  name: 'Name',
  description: 'Description',
  visibility: 'Visibility',
  visibilities: { unlisted: 'Unlisted', public: 'Public' },
  ageGroup: 'Age group',
  ageGroups: {
    all: 'All ages',
    older: 'Older children',
    adult: 'Adults',
    explicit: 'Explicit',
    unsure: 'Unsure',
  },
  template: 'Template',
  saving: 'Saving',
  saveFailed: 'Your change could not be saved. What you typed is kept: edit it to try again.', // ours
  metaverseSettings: 'Metaverse settings', // ours
  openMetaverseSettings: 'Open the metaverse settings', // ours
  // Discovery card (§9)
  discovery: 'Discovery',
  images: {
    discoverybanner: { label: 'Discovery banner', ratio: 4, size: '4:1 (2880x720)' },
    discoveryicon: { label: 'Discovery icon', ratio: 16 / 9, size: '16:9 (1280x720)' },
    doorimage: { label: 'Door image', ratio: 1, size: '1:1' },
    oculusbanner: { label: 'Headset event banner', ratio: 16 / 9, size: '16:9 (2560x1440)' },
  },
  upload: 'Upload',
  clear: 'Clear',
  uploadNamed: (label: string) => `Upload ${label}`,
  clearNamed: (label: string) => `Clear ${label}`,
  ratioWarning: (size: string) => `This picture is not ${size}; it will be cropped.`, // ours
  // Upload Error dialog (§8, "sic")
  uploadError: 'Upload Error',
  uploadErrorFallback: 'An occurred error',
  ok: 'OK',
  // Locations list (domain target)
  locations: 'Locations',
  noLocations: 'This metaverse has no locations yet.', // ours
  // Event settings (§2, §4, §5)
  eventSettings: 'Event Settings', // ours
  start: 'Start',
  end: 'End',
  location: 'Location',
  noLocation: 'No location', // ours
  publish: 'Publish',
  unpublish: 'Unpublish',
  published: 'This event is published.', // ours
  unpublished: 'This event is not published yet.', // ours
  // Create New Location (§2)
  createLocationTitle: 'Create New Location',
  createLocation: 'Create New Location',
  metaverseUrl: 'Metaverse URL',
  chooseTemplate: 'Template',
  go: 'Go!',
  // Name Your Event! (§2)
  createEventTitle: 'Name Your Event!',
  eventNote: 'Your event name can be changed later, but the URL cannot, so choose carefully!',
  eventUrl: (domain: string, name: string) => `URL: ${domain}/events/${name}`,
  copyEvent: 'Copy Event', // ours
  notManager: COMMON_TEXTS.managersOnly,
} as const;
