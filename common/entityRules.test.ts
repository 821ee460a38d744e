import { describe, expect, it } from 'vitest';
import { ENTITY_SORTS, SPECIFIC_SORT, entityDeleteBlock, isEntityTypes } from './entityRules.ts';

describe('entityDeleteBlock', () => {
  it('never lets plots be deleted', () => {
    expect(entityDeleteBlock('plots', 'plot-1', 5)).toBe('plot');
  });
  it('keeps the only location', () => {
    expect(entityDeleteBlock('locations', 'beach', 1)).toBe('only');
  });
  it('keeps home and map whatever their case', () => {
    expect(entityDeleteBlock('locations', 'home', 4)).toBe('reserved');
    expect(entityDeleteBlock('locations', 'Map', 4)).toBe('reserved');
  });
  it('keeps store and plot names of 24 hex characters', () => {
    expect(entityDeleteBlock('locations', '0123456789abcdef01234567', 4)).toBe('generated');
    expect(entityDeleteBlock('locations', '0123456789abcdef0123456', 4)).toBeNull();
    expect(entityDeleteBlock('locations', '0123456789abcdef0123456g', 4)).toBeNull();
  });
  it('allows other locations and other types', () => {
    expect(entityDeleteBlock('locations', 'beach', 2)).toBeNull();
    expect(entityDeleteBlock('events', 'home', 1)).toBeNull();
  });
});

describe('sort mapping', () => {
  it('maps every owner-console.md §9 sort to an API key', () => {
    expect(ENTITY_SORTS.map((s) => SPECIFIC_SORT[s])).toEqual(['nickname', 'path', 'timestamp', 'created']);
  });
});

describe('isEntityTypes', () => {
  it('accepts the four plural types only', () => {
    expect(['locations', 'events', 'plots', 'landmarks'].every(isEntityTypes)).toBe(true);
    expect(isEntityTypes('location')).toBe(false);
    expect(isEntityTypes('manage')).toBe(false);
    expect(isEntityTypes(undefined)).toBe(false);
  });
});
