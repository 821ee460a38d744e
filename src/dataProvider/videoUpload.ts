/**
 * The chunked video upload of owner-console.md §4, shown in the task bar: begin (an existing entity fails with
 * "Video already uploaded!"), chunks of 5242880 bytes from the server's offset (a failed chunk is retried, so a
 * dropped connection resumes), process, status every 10 s until complete or failed, end.
 */
import type { AreaProvider } from '.';
import type { ContentItem, driveMethods } from './drives';
import { startTask } from '../lib/tasks';
import { chunkRanges, uploadingProgress, VIDEO_PROGRESS, VIDEO_STATUS_POLL_MS } from '../lib/videoUpload';
import { DATA_TEXTS } from './texts';

const CHUNK_ATTEMPTS = 3;
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export class UploadError extends Error {}

export async function uploadVideo(
  dataProvider: AreaProvider<typeof driveMethods>,
  domain: string,
  file: File,
): Promise<ContentItem> {
  const task = startTask(DATA_TEXTS.uploadingVideo(file.name), VIDEO_PROGRESS.start);
  try {
    const begun = await dataProvider.videoUploadBegin(domain, {
      name: file.name,
      size: file.size,
      lastModified: file.lastModified,
      mimetype: file.type || 'video/mp4',
    });
    if (begun.entity) throw new UploadError(DATA_TEXTS.videoAlreadyUploaded);
    if (!begun.upload) throw new UploadError(begun.error || DATA_TEXTS.videoUploadFailed);
    const { upload_id: uploadId, upload_uri: uploadUri, offset } = begun.upload;
    for (const range of chunkRanges(file.size, offset)) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await dataProvider.videoUploadChunk(
            domain,
            uploadUri,
            file.slice(range.start, range.end),
            range.header,
          );
          break;
        } catch (error) {
          if (attempt >= CHUNK_ATTEMPTS) throw error;
        }
      }
      task.update(uploadingProgress(range.end, file.size));
    }
    const job = await dataProvider.videoUploadProcess(domain, uploadId);
    task.update(VIDEO_PROGRESS.processed);
    let { status, error } = job;
    // Processing runs on the server; its status is asked every 10 s until it is complete or failed.
    while (status === 'processing') {
      await wait(VIDEO_STATUS_POLL_MS);
      ({ status, error } = await dataProvider.videoUploadStatus(domain, uploadId, job.transcode_jobname));
      task.update(VIDEO_PROGRESS.polling);
    }
    if (status !== 'complete') throw new UploadError(error || DATA_TEXTS.videoUploadFailed);
    const entity = await dataProvider.videoUploadEnd(domain, uploadId);
    task.update(VIDEO_PROGRESS.done);
    return entity;
  } finally {
    // The bar shows 1 briefly before the task leaves it.
    window.setTimeout(() => task.end(), 800);
  }
}
