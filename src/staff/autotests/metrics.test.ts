import { describe, expect, it } from 'vitest';
import { frameRows, runTotals, summarize } from './metrics';

describe('frameRows', () => {
  it('reads the frame time from frame_ms and the index from frame', () => {
    expect(
      frameRows([
        { frame: 0, gpu: 12.5, updates: 5, endofframe: 9, frame_ms: 22, lights: 8, vertices: 60_000 },
        { frame: 1, gpu: 'x', frame_ms: 30 },
      ]),
    ).toEqual([
      { index: 0, gpu: 12.5, updates: 5, endofframe: 9, frame: 22, lights: 8, vertices: 60_000 },
      { index: 1, frame: 30 },
    ]);
  });

  it('reads a fractional frame as the frame time when there is no frame_ms', () => {
    expect(frameRows([{ frame: 27.4, gpu: 14 }, { frame: 3 }])).toEqual([
      { index: 0, frame: 27.4, gpu: 14 },
      { index: 1 },
    ]);
  });

  it('gives no rows for anything but a list of objects', () => {
    expect(frameRows(undefined)).toEqual([]);
    expect(frameRows({ frame: 1 })).toEqual([]);
    expect(frameRows([null, 3, 'a'])).toEqual([]);
  });
});

describe('summarize', () => {
  it('gives average, median and max', () => {
    expect(summarize([4, 1, 3, 2])).toEqual({ average: 2.5, median: 2.5, max: 4 });
    expect(summarize([5, 1, 9])).toEqual({ average: 5, median: 5, max: 9 });
    expect(summarize([1, 2, 2])).toEqual({ average: 1.67, median: 2, max: 2 });
    expect(summarize([])).toBeNull();
  });
});

describe('runTotals', () => {
  it('keeps the stored totals and computes the missing ones from the frames', () => {
    const frames = frameRows([
      { frame: 0, frame_ms: 20, gpu: 10 },
      { frame: 1, frame_ms: 40, gpu: 20 },
    ]);
    const totals = runTotals(
      { gpu: { average: 16, median: 16, max: 18 }, updates: { average: 'no' } },
      frames,
    );
    expect(totals).toEqual({
      gpu: { average: 16, median: 16, max: 18 },
      frame: { average: 30, median: 30, max: 40 },
    });
  });
});
