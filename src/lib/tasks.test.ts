import { describe, expect, it } from 'vitest';
import { aggregateProgress, currentTasks, startTask } from './tasks';

describe('aggregateProgress', () => {
  it('is the mean progress of the running tasks', () => {
    expect(aggregateProgress([])).toBe(0);
    expect(aggregateProgress([{ progress: 0.5 }])).toBe(0.5);
    expect(aggregateProgress([{ progress: 0.1 }, { progress: 0.9 }, { progress: 0.5 }])).toBeCloseTo(0.5);
  });
});

describe('startTask', () => {
  it('tracks each task, clamps progress and removes it at the end', () => {
    const first = startTask('first', 2);
    const second = startTask('second');
    expect(currentTasks().map((t) => [t.label, t.progress])).toEqual([
      ['first', 1],
      ['second', 0],
    ]);
    second.update(0.4);
    first.update(-1);
    expect(currentTasks().map((t) => t.progress)).toEqual([0, 0.4]);
    second.update(Number.NaN);
    expect(currentTasks()[1].progress).toBe(0);
    first.end();
    first.end();
    expect(currentTasks().map((t) => t.label)).toEqual(['second']);
    second.end();
    expect(currentTasks()).toEqual([]);
  });
});
