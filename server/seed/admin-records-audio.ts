/**
 * Speech-like recordings for the demo voice requests: voiced "syllables" (a gliding fundamental with a few
 * harmonics shaped by two formants) separated by short pauses, as raw 16-bit little-endian mono PCM at
 * 48000 Hz — the format GET /v2/wit/audio/{id} serves (staff-and-agents.md §7 and §9).
 */
import { Random } from './random.ts';

/** Samples per second of voice-log recordings. */
export const WIT_AUDIO_SAMPLE_RATE = 48_000;

/** The content type stored with a recording (RFC 2586 names raw 16-bit PCM `audio/L16`). */
export const WIT_AUDIO_CONTENT_TYPE = 'audio/L16;rate=48000;channels=1';

/** A recording of `syllables` syllables, about 0.2 s each, deterministic for a given seed. */
export function speechLikePcm(seed: number, syllables: number): Buffer {
  const random = new Random(seed);
  const rate = WIT_AUDIO_SAMPLE_RATE;
  const parts: Int16Array[] = [];
  for (let s = 0; s < syllables; s++) {
    const length = Math.round(rate * (0.14 + random.next() * 0.12));
    const pause = Math.round(rate * (0.03 + random.next() * 0.06));
    const f0Start = 110 + random.next() * 60;
    const f0End = f0Start * (0.8 + random.next() * 0.4);
    const formant1 = 300 + random.next() * 500;
    const formant2 = 900 + random.next() * 1400;
    const samples = new Int16Array(length + pause);
    let phase = 0;
    for (let i = 0; i < length; i++) {
      const t = i / length;
      const f0 = f0Start + (f0End - f0Start) * t;
      phase += (2 * Math.PI * f0) / rate;
      let value = 0;
      for (let h = 1; h <= 12; h++) {
        const f = f0 * h;
        // Harmonics near a formant are louder, as in a vowel.
        const gain = 1 / (1 + ((f - formant1) / 150) ** 2) + 0.6 / (1 + ((f - formant2) / 250) ** 2);
        value += gain * Math.sin(phase * h);
      }
      const envelope = Math.sin(Math.PI * t) ** 0.6;
      samples[i] = Math.round(Math.max(-1, Math.min(1, value * 0.35 * envelope)) * 32_000);
    }
    parts.push(samples);
  }
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const bytes = Buffer.alloc(total * 2);
  let offset = 0;
  for (const part of parts) {
    for (const sample of part) offset = bytes.writeInt16LE(sample, offset);
  }
  return bytes;
}
