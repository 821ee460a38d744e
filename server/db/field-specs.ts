/**
 * The field map each generic collection reports in its adminspec (field → type), in display order.
 * Fields whose name starts with an underscore are labels the console computes (the building postcode).
 */
import { COLLECTIONS, type CollectionName } from '../../common/api/collections.ts';

/** The field types of an adminspec document map (openapi AdminSpec). */
export type FieldType = 'object' | 'date' | 'string' | 'number' | 'boolean' | 'array';

/** The generic staff collections, one table each (the contract's names). */
export { COLLECTIONS, type CollectionName };

const STAMPS = { created: 'date', timestamp: 'date' } as const;

const ENTITY = {
  id: 'string',
  name: 'string',
  nickname: 'string',
  type: 'string',
  domain: 'string',
  path: 'string',
  owner: 'string',
  ...STAMPS,
} as const;

const SPECS: Record<CollectionName, Readonly<Record<string, FieldType>>> = {
  users: {
    id: 'string',
    name: 'string',
    nickname: 'string',
    email: 'string',
    permissions: 'array',
    auth0userid: 'string',
    iconblob: 'string',
    bannerblob: 'string',
    oculusaccount: 'string',
    steamaccount: 'string',
    homelocation: 'string',
    acceptedtandcs: 'boolean',
    currency: 'number',
    inescrow: 'number',
    showdeveloper: 'boolean',
    ...STAMPS,
  },
  domains: {
    id: 'string',
    uri: 'string',
    name: 'string',
    type: 'string',
    owner: 'string',
    plan: 'object',
    domainaccess: 'string',
    buildingaccess: 'boolean',
    iconblob: 'string',
    ...STAMPS,
  },
  locations: ENTITY,
  plots: ENTITY,
  events: {
    ...ENTITY,
    startdate: 'date',
    enddate: 'date',
    published: 'boolean',
    oculussubmission: 'string',
  },
  files: {
    id: 'string',
    name: 'string',
    mimetype: 'string',
    size: 'number',
    owner: 'string',
    blob: 'string',
    ...STAMPS,
  },
  buildings: {
    id: 'string',
    _postcode: 'string',
    name: 'string',
    cellx: 'number',
    celly: 'number',
    subdistrictid: 'number',
    buildingid: 'number',
    ...STAMPS,
  },
  witrequests: {
    id: 'string',
    text: 'string',
    destination: 'string',
    actiontaken: 'string',
    response: 'object',
    ...STAMPS,
  },
  stringmatches: {
    id: 'string',
    input: 'string',
    output: 'string',
    score: 'number',
    uses: 'number',
    ...STAMPS,
  },
  autotests: {
    id: 'string',
    user: 'string',
    platform: 'string',
    location: 'string',
    position: 'object',
    build: 'number',
    totals: 'object',
    ...STAMPS,
  },
};

/** Whether `name` is one of the generic collections. */
export function isCollectionName(name: string): name is CollectionName {
  return (COLLECTIONS as readonly string[]).includes(name);
}

/** The adminspec `document` map of a collection (a fresh copy the caller may change). */
export function fieldSpec(name: CollectionName): Record<string, FieldType> {
  return { ...SPECS[name] };
}
