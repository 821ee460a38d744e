import { describe, expect, it } from 'vitest';
import { awardText, unlockedText } from './awardText';

describe('awardText', () => {
  it('names the plan and the building, never an id', () => {
    expect(awardText({ kind: 'metacoin', amount: 100 })).toBe('100 MC');
    expect(awardText({ kind: 'domain', plan: 'premium' })).toBe('Metaverse (Premium)');
    expect(awardText({ kind: 'building_slot', building: 'e4471af1' }, 'Tall Tower')).toBe(
      'Apartment in Tall Tower',
    );
    expect(awardText({ kind: 'building_slot', building: 'e4471af1' })).toBe(
      'Apartment in a building that no longer exists',
    );
  });
});

describe('unlockedText', () => {
  it('says what a use gave in words', () => {
    expect(
      unlockedText({ building_slot: 2, location_name: 'Tall Tower', location_uri: 'x/locations/a' }),
    ).toBe('Apartment in Tall Tower');
    expect(unlockedText({ domain: 'd1', domain_name: 'Ann Metaverse', domain_uri: 'ann' })).toBe(
      'Metaverse Ann Metaverse',
    );
    expect(unlockedText({ metacoin: 7, domain_uri: '' })).toBe('7 MC');
  });
});
