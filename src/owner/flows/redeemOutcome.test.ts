import { describe, expect, it } from 'vitest';
import { isRedeemCode, redeemSuccess } from './redeemOutcome';

describe('redeemSuccess', () => {
  it('words each award kind with its button', () => {
    expect(
      redeemSuccess({
        building_slot: 3,
        location_name: 'Tall Tower',
        location_uri: 'my-place/locations/apartment-2',
        domain_uri: 'my-place',
        location: 'apartment-2',
      }),
    ).toEqual({
      text: 'You have been awarded a new apartment at Tall Tower!',
      button: { label: 'View & Customise Your Apartment', href: '/domains/my-place/locations/apartment-2' },
    });
    expect(redeemSuccess({ domain: 'd1', domain_name: 'Mine', domain_uri: 'mine' })).toEqual({
      text: 'You have been awarded a new metaverse at mine!',
      button: { label: 'View Your Metaverse', href: '/domains/mine' },
    });
    expect(redeemSuccess({ metacoin: 500, domain_uri: '' })).toEqual({
      text: 'You have been awarded 500 metacoin!',
    });
    expect(redeemSuccess(undefined)).toEqual({ text: 'You have been redeemed your award!' });
  });

  it('leads an apartment awarded before apartments were locations to its metaverse', () => {
    const older = { building_slot: 3, location_name: 'Tall Tower' };
    expect(redeemSuccess({ ...older, location_uri: 'my-place' }).button?.href).toBe('/domains/my-place');
    expect(redeemSuccess({ ...older, location_uri: 'my-place/locations/home' }).button?.href).toBe(
      '/domains/my-place',
    );
    expect(redeemSuccess({ ...older, location_uri: '' }).button).toBeUndefined();
  });

  it('accepts only codes of letters, digits and dashes', () => {
    expect(isRedeemCode('ABC-123')).toBe(true);
    expect(isRedeemCode('bad code')).toBe(false);
    expect(isRedeemCode(undefined)).toBe(false);
  });
});
