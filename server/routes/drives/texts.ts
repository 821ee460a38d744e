/** User-visible texts of the drive, content and video upload routes. */
import { BYTES_PER_GB } from '../../providers/drives/storage.ts';
import { formatMegabytes, VIDEO_CHUNK_MAX_BYTES } from '../../../common/limits.ts';
import { COMMON_TEXTS } from '../../../common/texts.ts';
import { MESSAGES } from '../../lib/messages.ts';

export const CHUNK_MAX_BYTES = VIDEO_CHUNK_MAX_BYTES;

export const DRIVE_TEXTS = {
  manageOnly: MESSAGES.contentManagersOnly,
  contentNotFound: 'No such file in this metaverse',
  notAllowedType: 'Only images, videos, and .docx, .pdf or .md documents can be uploaded',
  onlyDocuments: COMMON_TEXTS.onlyDocuments,
  notAVideo: 'The file is not a supported video (MP4, MOV or WebM)',
  emptyFile: 'The file is empty',
  uploadNotFound: 'No such video upload',
  chunkTooLarge: `A chunk must be at most ${formatMegabytes(CHUNK_MAX_BYTES)}.`,
  badRange: 'Content-Range does not fit the file being uploaded',
  gap: (start: number, received: number) =>
    `The chunk starts at byte ${start} but the server holds only ${received} bytes; resume from ${received}`,
  shortChunk: 'The chunk is shorter than its Content-Range says',
  incomplete: (received: number, size: number) =>
    `The upload is incomplete: ${received} of ${size} bytes received`,
  notComplete: 'The video has not finished processing',
  alreadyProcessed: 'This upload has already been processed',
  wrongJob: 'No such processing job for this upload',
  processingFailed: 'The video could not be processed; please upload it again',
  noSuchPath: 'No such drive path',
  notAFolder: 'This drive path is not a folder',
  notAFile: 'This drive path is not a file',
  builtinDrive: 'The photos and metaverses drives cannot be removed',
  driveNotFound: 'No such linked drive',
  badReturnPath: 'returnPath must be a path on this site',
  badPageToken: 'The page token is not valid',
  linkCodeOtherProvider:
    'This drive link was made for another drive; link the drive again from the Drives page',
  providerUnavailable: "This drive's provider is not configured on this server",
} as const;

export { BYTES_PER_GB };
