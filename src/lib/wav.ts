/**
 * Voice-log recordings arrive as raw 16-bit little-endian mono PCM at 48000 Hz (staff-and-agents.md §7, §9).
 * Browsers cannot play headerless PCM, so the console prefixes the 44-byte RIFF/WAVE header that describes it.
 */

/** Sample rate of voice-log recordings. */
export const VOICE_SAMPLE_RATE = 48000;

const HEADER_BYTES = 44;

/** A WAV file holding `pcm` (16-bit little-endian samples) at `sampleRate` with `channels` channels. */
export function pcmToWav(pcm: Uint8Array, sampleRate = VOICE_SAMPLE_RATE, channels = 1): Uint8Array {
  // An odd trailing byte is half a sample: leave it out rather than play noise.
  const dataBytes = pcm.length - (pcm.length % 2);
  const wav = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(wav.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  const blockAlign = channels * 2;
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true); // bytes per second
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  wav.set(pcm.subarray(0, dataBytes), HEADER_BYTES);
  return wav;
}

/** Duration in seconds of `bytes` of 16-bit PCM. */
export function pcmSeconds(bytes: number, sampleRate = VOICE_SAMPLE_RATE, channels = 1): number {
  return Math.floor(bytes / 2 / channels) / sampleRate;
}
