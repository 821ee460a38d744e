import { describe, expect, it } from 'vitest';
import { pcmSeconds, pcmToWav, VOICE_SAMPLE_RATE } from './wav';

const text = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

describe('pcmToWav', () => {
  it('writes a RIFF/WAVE header for 16-bit mono PCM at 48000 Hz', () => {
    const pcm = new Uint8Array([1, 0, 255, 127, 0, 128]);
    const wav = pcmToWav(pcm);
    const view = new DataView(wav.buffer);
    expect(wav.length).toBe(44 + 6);
    expect(text(wav, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 6);
    expect(text(wav, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(48000);
    expect(view.getUint32(28, true)).toBe(96000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(wav, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(6);
    expect([...wav.subarray(44)]).toEqual([...pcm]);
  });

  it('drops an odd trailing byte', () => {
    const wav = pcmToWav(new Uint8Array([1, 2, 3]));
    expect(new DataView(wav.buffer).getUint32(40, true)).toBe(2);
    expect(wav.length).toBe(46);
  });

  it('takes another rate and channel count', () => {
    const view = new DataView(pcmToWav(new Uint8Array(8), 16000, 2).buffer);
    expect(view.getUint32(24, true)).toBe(16000);
    expect(view.getUint32(28, true)).toBe(64000);
    expect(view.getUint16(32, true)).toBe(4);
  });
});

describe('pcmSeconds', () => {
  it('is samples over the rate', () => {
    expect(pcmSeconds(2 * VOICE_SAMPLE_RATE)).toBe(1);
    expect(pcmSeconds(VOICE_SAMPLE_RATE)).toBe(0.5);
  });
});
