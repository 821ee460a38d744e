/**
 * Figures of the chunked video upload (owner-console.md §4, §9): chunks of 5242880 bytes, the status poll
 * every 10 s, and the progress shown in the task bar — about 0.1 at the start, up to 0.75 while uploading,
 * 0.8 after process, 0.9 while polling and 1 at the end.
 */
import { VIDEO_CHUNK_MAX_BYTES } from '../../common/limits';

export const VIDEO_CHUNK_BYTES = VIDEO_CHUNK_MAX_BYTES;
export const VIDEO_STATUS_POLL_MS = 10_000;

export const VIDEO_PROGRESS = { start: 0.1, uploaded: 0.75, processed: 0.8, polling: 0.9, done: 1 } as const;

export interface ChunkRange {
  start: number;
  /** Exclusive end. */
  end: number;
  /** The Content-Range header of the chunk. */
  header: string;
}

/** The chunks of a file of `size` bytes from `offset` on (where a resumed upload starts). */
export function chunkRanges(size: number, offset = 0, chunk = VIDEO_CHUNK_BYTES): ChunkRange[] {
  const ranges: ChunkRange[] = [];
  for (let start = Math.max(0, offset); start < size; start += chunk) {
    const end = Math.min(size, start + chunk);
    ranges.push({ start, end, header: `bytes ${start}-${end - 1}/${size}` });
  }
  return ranges;
}

/** Progress while `sent` of `size` bytes are on the server: from 0.1 to 0.75. */
export function uploadingProgress(sent: number, size: number): number {
  if (size <= 0) return VIDEO_PROGRESS.uploaded;
  const fraction = Math.min(1, Math.max(0, sent / size));
  return VIDEO_PROGRESS.start + (VIDEO_PROGRESS.uploaded - VIDEO_PROGRESS.start) * fraction;
}

/** Whether a chosen file is a video: videos go through the chunked video upload, whichever folder they are added to. */
export const isVideoFile = (file: { type: string }): boolean => file.type.startsWith('video/');
