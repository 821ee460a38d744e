/**
 * Texts of the invite, merge and link pages (single-target-and-flows.md §2 Routes, §4, §8; screens.md B8).
 * Titles are the specification's; the sentences say what §8 describes.
 */
export const FLOW_TEXTS = {
  invite: {
    joining: 'Joining the metaverse…',
    failedTitle: 'Invite Failed',
    failed:
      'This invite link appears to be invalid. It may have been mistyped, or the invite may have been revoked.',
    ok: 'Ok',
    joinedTitle: 'Domain Joined!',
    joined: (name: string) => `You are now a member of ${name}. Welcome!`,
    joinedOk: 'OK',
  },
} as const;
