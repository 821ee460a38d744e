import { describe, expect, it } from 'vitest';
import { isApartmentTemplate, isHomeOf, offerProceeds } from './homeOffers.ts';

describe('offerProceeds (what the user gets)', () => {
  it('is the amount minus the fees', () => {
    expect(offerProceeds({ amount: 1200, fees: 120 })).toBe(1080);
    expect(offerProceeds({ amount: 900, fees: 0 })).toBe(900);
  });

  it('is never below nothing, and negative fees add nothing', () => {
    expect(offerProceeds({ amount: 50, fees: 80 })).toBe(0);
    expect(offerProceeds({ amount: 100, fees: -20 })).toBe(100);
  });
});

describe('apartments and homes', () => {
  it('knows apartment and penthouse templates, whatever the case', () => {
    expect(isApartmentTemplate('apartment')).toBe(true);
    expect(isApartmentTemplate('Sky-Penthouse')).toBe(true);
    expect(isApartmentTemplate('gallery')).toBe(false);
    expect(isApartmentTemplate(undefined)).toBe(false);
  });

  it('matches the home location by path or id, never when the user has none', () => {
    const location = { id: 'loc1', path: 'world/locations/flat' };
    expect(isHomeOf({ homelocation: 'world/locations/flat' }, location)).toBe(true);
    expect(isHomeOf({ homelocation: 'loc1' }, location)).toBe(true);
    expect(isHomeOf({ homelocation: 'world/locations/other' }, location)).toBe(false);
    expect(isHomeOf({}, { id: '' })).toBe(false);
  });
});
