/** Voice request recordings (staff-and-agents.md §2.5): the audio of a voice request, streamed to staff. */
import { notFound } from '../../../lib/http-error.ts';
import { orNotFound, RECORD_MESSAGES } from './access.ts';
import type { HandlerMap } from '../../types.ts';

export const adminRecordsVoiceRequestHandlers = {
  async getWitAudio(request, reply) {
    const { server } = request;
    const doc = orNotFound(
      await server.repos.records.read('witrequests', request.params.id),
      RECORD_MESSAGES.voiceRequestNotFound,
    );
    const blob = typeof doc.audioblob === 'string' ? await server.blobs.open(doc.audioblob) : null;
    if (!blob) throw notFound(RECORD_MESSAGES.noRecording);
    return reply
      .type('application/octet-stream')
      .header('content-length', blob.size)
      .header('cache-control', 'private, max-age=3600')
      .send(blob.stream);
  },
} satisfies HandlerMap;
