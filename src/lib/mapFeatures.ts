/**
 * The live map's features and the click rules (staff-and-agents.md §2.14, §4): what lies under a point,
 * district → subdistrict → building; repeated clicks on nested features step down; and the features one
 * level below or above a selection (the side panel's lists). World coordinates: x east, y north.
 */
export type Point = readonly [number, number] | readonly number[];

export interface DistrictData {
  district: { boundingpoly: Point[]; code: string };
  subdistricts: { curbpoly: Point[]; code: string }[];
  buildings: {
    boundingpoly: Point[];
    code: string;
    id?: string;
    name?: string;
    owner?: string;
    store?: string;
  }[];
}

export type FeatureKind = 'district' | 'subdistrict' | 'building';

export interface Feature {
  kind: FeatureKind;
  code: string;
  poly: Point[];
  /** The district's code. */
  district: string;
  id?: string;
  name?: string;
  owner?: string;
  store?: string;
}

/** Whether `(x, y)` lies inside the polygon (even-odd rule). */
export function pointInPolygon(x: number, y: number, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const districtFeature = (d: DistrictData): Feature => ({
  kind: 'district',
  code: d.district.code,
  poly: d.district.boundingpoly,
  district: d.district.code,
});

const subdistrictsOf = (d: DistrictData): Feature[] =>
  d.subdistricts.map((s) => ({
    kind: 'subdistrict',
    code: s.code,
    poly: s.curbpoly,
    district: d.district.code,
  }));

const buildingsOf = (d: DistrictData, within?: string): Feature[] =>
  d.buildings
    .filter((b) => !within || b.code.startsWith(`${within}-`))
    .map((b) => ({
      kind: 'building',
      code: b.code,
      poly: b.boundingpoly,
      district: d.district.code,
      ...(b.id && { id: b.id }),
      ...(b.name && { name: b.name }),
      ...(b.owner && { owner: b.owner }),
      ...(b.store && { store: b.store }),
    }));

/** The nested features at a point, outermost first: its district, subdistrict and building where there are. */
export function featuresAt(districts: readonly DistrictData[], x: number, y: number): Feature[] {
  const d = districts.find((item) => pointInPolygon(x, y, item.district.boundingpoly));
  if (!d) return [];
  const hits = [districtFeature(d)];
  const sub = subdistrictsOf(d).find((s) => pointInPolygon(x, y, s.poly));
  if (sub) hits.push(sub);
  const building = buildingsOf(d).find((b) => pointInPolygon(x, y, b.poly));
  if (building) hits.push(building);
  return hits;
}

/**
 * The selection after a click on `hits`: a click on the selected feature (or inside it) selects the next
 * feature down; past the innermost, or elsewhere, the outermost.
 */
export function nextSelection(current: Feature | null, hits: readonly Feature[]): Feature | null {
  if (hits.length === 0) return null;
  const index = current
    ? hits.findIndex((hit) => hit.kind === current.kind && hit.code === current.code)
    : -1;
  return index >= 0 && index + 1 < hits.length ? hits[index + 1] : hits[0];
}

/** The features one level down (a district's subdistricts, a subdistrict's buildings). */
export function childrenOf(districts: readonly DistrictData[], feature: Feature): Feature[] {
  const d = districts.find((item) => item.district.code === feature.district);
  if (!d) return [];
  if (feature.kind === 'district') return subdistrictsOf(d);
  if (feature.kind === 'subdistrict') return buildingsOf(d, feature.code);
  return [];
}

/** The feature one level up, or null for a district. */
export function parentOf(districts: readonly DistrictData[], feature: Feature): Feature | null {
  const d = districts.find((item) => item.district.code === feature.district);
  if (!d || feature.kind === 'district') return null;
  if (feature.kind === 'subdistrict') return districtFeature(d);
  return subdistrictsOf(d).find((s) => feature.code.startsWith(`${s.code}-`)) ?? districtFeature(d);
}
