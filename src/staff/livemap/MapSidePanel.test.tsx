// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { DistrictData, Feature } from '../../lib/mapFeatures';
import { MapSidePanel } from './MapSidePanel';
import { LIVE_MAP_TEXTS as T } from './texts';

const square = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
] as DistrictData['district']['boundingpoly'];
const empty: DistrictData = {
  district: { code: 'N1-E1', boundingpoly: square },
  subdistricts: [],
  buildings: [],
};
const withSubdistrict: DistrictData = {
  ...empty,
  subdistricts: [{ code: 'N1-E1-A', curbpoly: square }],
};
const district = (d: DistrictData): Feature => ({
  kind: 'district',
  code: d.district.code,
  poly: square,
  district: d.district.code,
});

const show = (districts: DistrictData[], selected: Feature | null) =>
  render(
    <MemoryRouter>
      <MapSidePanel districts={districts} selected={selected} onSelect={() => undefined} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('MapSidePanel', () => {
  it('says what is missing in the words of the list it heads', () => {
    show([empty], district(empty));
    expect(screen.getByRole('heading', { name: T.inside.district })).toBeTruthy();
    expect(screen.getByText(T.nothingInside.district)).toBeTruthy();
    expect(screen.queryByText(T.nothingInside.subdistrict)).toBeNull();
  });

  it('says a subdistrict without buildings has none', () => {
    show([withSubdistrict], { kind: 'subdistrict', code: 'N1-E1-A', poly: square, district: 'N1-E1' });
    expect(screen.getByRole('heading', { name: T.inside.subdistrict })).toBeTruthy();
    expect(screen.getByText(T.nothingInside.subdistrict)).toBeTruthy();
  });

  it('says when no district is in view', () => {
    show([], null);
    expect(screen.getByText(T.noDistrictsInView)).toBeTruthy();
  });
});
