import { describe, expect, it } from 'vitest';
import { copyConfigValues, missionOption, startMinimum } from './missionRules';

const configs = [
  { id: 'a', feature: 'race', importance: 2 },
  { id: 'b', feature: 'rescue', importance: 0 },
];

describe('copyConfigValues', () => {
  it('copies feature and importance when another config is picked', () => {
    expect(copyConfigValues({ mission_config: 'a', feature: '', importance: 0 }, {}, configs)).toEqual({
      mission_config: 'a',
      feature: 'race',
      importance: 2,
    });
    expect(
      copyConfigValues(
        { mission_config: 'b', feature: 'race', importance: 2 },
        { mission_config: 'a' },
        configs,
      ),
    ).toMatchObject({ feature: 'rescue', importance: 0 });
  });

  it('leaves edits alone while the config stays the same, and unknown configs', () => {
    const edited = { mission_config: 'a', feature: 'mine', importance: 3 };
    expect(copyConfigValues(edited, { mission_config: 'a' }, configs)).toBe(edited);
    const unknown = { mission_config: 'z', feature: 'x', importance: 1 };
    expect(copyConfigValues(unknown, {}, configs)).toBe(unknown);
  });
});

describe('missionOption', () => {
  it('keeps integers and turns anything else into 0', () => {
    expect(missionOption(3)).toBe(3);
    expect(missionOption('2')).toBe(2);
    expect(missionOption('two')).toBe(0);
    expect(missionOption(1.5)).toBe(0);
    expect(missionOption(undefined)).toBe(0);
    expect(missionOption('')).toBe(0);
  });
});

describe('startMinimum', () => {
  it('is the load time rounded down to the minute', () => {
    const loaded = new Date(2026, 0, 2, 10, 15, 42, 500);
    expect(startMinimum(loaded)).toEqual(new Date(2026, 0, 2, 10, 15, 0, 0));
  });
});
