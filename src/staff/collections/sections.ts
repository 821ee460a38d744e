/**
 * Extra sections of a record's detail page (`/admin/{collection}/{id}`, staff-and-agents.md §2.3), per
 * collection: each resource folder's `index.ts` lists its sections and this map names them for every
 * collection. The generic detail page shows them above All Fields and Raw data, which every record keeps.
 */
import type { ComponentType } from 'react';
import type { AdminDocument, CollectionName } from '../../api/types';
import { AuditSection } from '../audit/AuditSection';
import { OwnerSection } from './OwnerSection';
import { AUTOTEST_SECTIONS } from '../autotests';
import { BUILDING_SECTIONS } from '../buildings';
import { DOMAIN_SECTIONS } from '../domains';
import { EVENT_SECTIONS } from '../events';
import { FILE_SECTIONS } from '../files';
import { LOCATION_SECTIONS } from '../locations';
import { PLOT_SECTIONS } from '../plots';
import { USER_SECTIONS } from '../users';
import { WITREQUEST_SECTIONS } from '../witrequests';

/** What a section receives: the record as loaded, its collection, and a way to load it again after a write. */
export interface SectionProps {
  record: AdminDocument;
  collection: CollectionName;
  /** Re-fetches the record (e.g. after a permission toggle, so the page shows what the server stored). */
  reload: () => void;
}

export type RecordSection = ComponentType<SectionProps>;

/** Each collection's own sections, in order. */
const SECTIONS: Record<CollectionName, readonly RecordSection[]> = {
  users: USER_SECTIONS,
  domains: DOMAIN_SECTIONS,
  locations: LOCATION_SECTIONS,
  plots: PLOT_SECTIONS,
  files: FILE_SECTIONS,
  events: EVENT_SECTIONS,
  buildings: BUILDING_SECTIONS,
  witrequests: WITREQUEST_SECTIONS,
  stringmatches: [],
  autotests: AUTOTEST_SECTIONS,
};

/** Shown on every record's page after its collection's own: the record's audit log. */
const EVERY_RECORD: readonly RecordSection[] = [AuditSection];

/** The collections whose records have an owner staff may change (a metaverse's is on its operations). */
const OWNED: readonly CollectionName[] = ['locations', 'plots', 'events', 'files'];

/** The sections of a collection's detail page, in order: its own, its owner, then those every record has. */
export function sectionsFor(collection: CollectionName): readonly RecordSection[] {
  return [...SECTIONS[collection], ...(OWNED.includes(collection) ? [OwnerSection] : []), ...EVERY_RECORD];
}
