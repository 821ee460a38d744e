import { describe, expect, it } from 'vitest';
import { adminPagesMethods } from './adminPages';
import { advertMethods } from './adverts';
import { agentMethods } from './agents';
import { adminRecordsMethods } from './adminRecords';
import { adminUsersMethods } from './adminUsers';
import { collectionWriteMethods } from './collections';
import { driveMethods } from './drives';
import { entityMethods } from './entities';
import { flowMethods } from './flows';
import { redeemCodeMethods } from './redeemCodes';
import { liveMapMethods } from './liveMap';
import { missionEventMethods } from './missionEvents';
import { missionMethods } from './missions';
import { mvbotMethods } from './mvbots';
import { metaverseMethods } from './metaverses';
import { paymentsMethods } from './payments';
import { publicMethods } from './public';
import { statsMethods } from './stats';
import { streamingMethods } from './streaming';
import { targetMethods } from './targets';
import { homeOfferMethods } from './homeOffers';
import { targetStyleMethods } from './targetStyles';
import { dataProvider } from './index';
import { joinAreas } from './queries';

// The query hooks join their areas' methods to one data provider object: a name two areas define, or one the
// core provider has, would silently call the other (a staff delete once reached the owner's delete that way).
const AREAS = {
  advertMethods,
  agentMethods,
  adminPagesMethods,
  adminRecordsMethods,
  adminUsersMethods,
  collectionWriteMethods,
  driveMethods,
  entityMethods,
  flowMethods,
  redeemCodeMethods,
  liveMapMethods,
  missionEventMethods,
  missionMethods,
  mvbotMethods,
  metaverseMethods,
  paymentsMethods,
  publicMethods,
  statsMethods,
  streamingMethods,
  targetMethods,
  homeOfferMethods,
  targetStyleMethods,
};

describe('data provider areas', () => {
  it('never define the same method name twice', () => {
    const owners = new Map<string, string[]>();
    for (const [area, methods] of Object.entries(AREAS)) {
      for (const name of Object.keys(methods)) owners.set(name, [...(owners.get(name) ?? []), area]);
    }
    for (const name of Object.keys(dataProvider)) owners.set(name, [...(owners.get(name) ?? []), 'core']);
    const twice = [...owners].filter(([, areas]) => areas.length > 1);
    expect(twice).toEqual([]);
  });

  it('join the provider when a hook names them, and only then', () => {
    const provider = dataProvider as unknown as Record<string, unknown>;
    expect(provider.getMapLatest).toBeUndefined();
    joinAreas([liveMapMethods]);
    expect(provider.getMapLatest).toBe(liveMapMethods.getMapLatest);
    expect(provider.listRedeemCodes).toBeUndefined();
  });
});
