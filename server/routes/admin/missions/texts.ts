import { formatMegabytes } from '../../../../common/limits.ts';
import { COMMON_TEXTS } from '../../../../common/texts.ts';
import { RECORD_MESSAGES } from '../records/access.ts';

/** What the mission tools say (staff-and-agents.md §2.11, §8); the archive refusals are in `lib/zip-images.ts`. */
export const MISSION_TEXTS = {
  childProductNotFound: RECORD_MESSAGES.childProductNotFound,
  configNotFound: COMMON_TEXTS.missionConfigNotFound,
  missionNotFound: 'Mission not found',
  jobNotFound: 'No such Build Banners job for this product',
  idNeeded: 'Say which mission config to update: its id is missing.',
  missionIdNeeded: 'Say which mission to update: its id is missing.',
  newHasNoId: 'A new record gets its id from the server; leave the id out.',
  unknownConfig: 'The mission config is not one of this product\u2019s mission configs.',
  startInPast: 'The start date must not be in the past.',
  configInUse: 'Missions still use this mission config; delete or change them first.',
  bannerBlobUnknown: 'The banner is not a stored picture; upload it again.',
  archiveTooLarge: (max: number) => `The archive must be at most ${formatMegabytes(max)}.`,
  bannerTooLarge: (max: number) => `The banner must be at most ${formatMegabytes(max)}.`,
  bannerNotPicture: 'A banner must be a PNG or JPEG picture, or a .zip holding one.',
  bannerZipNotOne: 'A zipped banner must hold exactly one picture.',
  nothingToBuild:
    'No mission config has an icon yet: upload a .zip of icons named like the configs\u2019 locations first.',
  buildFailed: 'Building the banners failed; try again.',
} as const;
