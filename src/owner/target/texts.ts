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
  // Release selector (single-target-and-flows.md §9)
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
  // Discovery card (single-target-and-flows.md §9)
  discovery: 'Discovery',
  images: {
    discoverybanner: { label: 'Discovery banner', ratio: 4, size: '4:1 (2880x720)' },
    discoveryicon: { label: 'Discovery icon', ratio: 16 / 9, size: '16:9 (1280x720)' },
    doorimage: { label: 'Door image', ratio: 1, size: '1:1' },
    branding: { label: 'Hubscraper branding', ratio: 1, size: '1:1 (1024x1024)' },
    oculusbanner: { label: 'Headset event banner', ratio: 16 / 9, size: '16:9 (2560x1440)' },
  },
  upload: 'Upload',
  clear: 'Clear',
  uploadNamed: (label: string) => `Upload ${label}`,
  clearNamed: (label: string) => `Clear ${label}`,
  ratioWarning: (size: string) => `This picture is not ${size}; it will be cropped.`, // ours
  // Upload Error dialog (single-target-and-flows.md §8, "sic")
  uploadError: 'Upload Error',
  uploadErrorFallback: 'An occurred error',
  ok: 'OK',
  // Locations list (domain target)
  locations: 'Locations',
  noLocations: 'This metaverse has no locations yet.', // ours
  // Event settings (single-target-and-flows.md §2, §4, single-target-and-flows.md §5)
  eventSettings: 'Event Settings', // ours
  start: 'Start',
  end: 'End',
  location: 'Location',
  noLocation: 'No location', // ours
  publish: 'Publish',
  unpublish: 'Unpublish',
  published: 'This event is published.', // ours
  unpublished: 'This event is not published yet.', // ours
  // Headset promotion (single-target-and-flows.md §4, §5; ours where the spec names a control without its words)
  promotion: {
    title: 'Headset Promotion', // ours
    intro:
      'Ask for this event to be promoted on the Oculus events list. Staff review the request and link it to an Oculus event.', // ours
    states: {
      none: 'Not requested yet.',
      started: 'Requested: accept the Oculus terms to submit it for review.',
      submitted: 'Submitted: waiting for staff to review it.',
      accepted: 'Accepted: this event is linked to an Oculus event.',
      refused: 'Refused: this event will not be promoted. You can ask again.',
    },
    checksHeading: 'Requirements', // ours
    passed: 'Done',
    failed: 'Missing',
    request: 'Request Promotion',
    requestAgain: 'Request Promotion Again',
    requestTitle: 'Request Headset Promotion',
    confirm: 'Confirm',
    submit: 'Accept Terms',
    termsTitle: 'Oculus Terms',
    terms:
      'Promoted events appear on the Oculus events list. By submitting this event you confirm that its name, description and pictures are yours to use, that it follows the Oculus content guidelines, and that it will take place at the time shown.',
    acceptTerms: 'I accept the Oculus terms',
    accept: 'Accept',
    linked: (id: string) => `Oculus event ${id}`,
    subscribers: (n: number) => `${n} subscribers`,
    notes: 'Notes from staff',
    locked: 'This event is linked to an Oculus event, so its name, description and dates are locked.',
    // Dev release only (single-target-and-flows.md §6)
    devControls: 'Staff controls (Work In Progress release only)', // ours
    assign: 'Assign Event Id',
    assignTitle: 'Assign Oculus Event Id',
    eventId: 'Oculus event id',
    eventIdHelp: 'Digits only', // ours
    looking: 'Looking up the event…',
    found: (title: string, start: string, end: string, subscribers: number) =>
      `${title}: ${start} to ${end}, ${subscribers} subscribers`,
    ignoreErrors: 'Ignore Errors',
    assignConfirm: 'Assign',
    refuse: 'Refuse',
    refuseTitle: 'Refuse Headset Promotion',
    refuseNotes: 'Notes for the owner (optional)', // ours
    clearId: 'Clear Id',
    clearTitle: 'Clear Oculus Event Id',
    clearText: 'The event goes back to requested and its name, description and dates can change again.', // ours
  },
  // Location approval (single-target-and-flows.md §4; ours where the spec gives no words)
  approval: {
    title: 'Approval',
    none: 'Storefronts must be approved before visitors can see them. Submit this location when it is ready.',
    pending: 'Submitted for approval: staff will review it soon.',
    unapproved: 'This location was not approved.',
    note: (message: string) => `Approval note: ${message}`,
    submit: 'Submit',
    resubmit: 'Resubmit',
  },
  // Create New Location (single-target-and-flows.md §2)
  createLocationTitle: 'Create New Location',
  createLocation: 'Create New Location',
  metaverseUrl: 'Metaverse URL',
  chooseTemplate: 'Template',
  go: 'Go!',
  // Name Your Event! (single-target-and-flows.md §2)
  createEventTitle: 'Name Your Event!',
  eventNote: 'Your event name can be changed later, but the URL cannot, so choose carefully!',
  eventUrl: (domain: string, name: string) => `URL: ${domain}/events/${name}`,
  copyEvent: 'Copy Event', // ours
  // Name Your Event! with ?copy={id} (single-target-and-flows.md §2): what the new event takes from the other.
  copyOf: (name: string | null) =>
    `${name === null ? 'A copy of another event' : `A copy of ${name}`}: its description, location, images, visibility and age group come with it; its name and URL are new.`,
  copyMissing: 'The event to copy is not in this metaverse.',
  createWithoutCopy: 'Create an event without copying',
  notManager: COMMON_TEXTS.managersOnly,
} as const;
