/**
 * Extra sections of a record's detail page (`/admin/{collection}/{id}`, staff-and-agents.md §2.3), per
 * collection. Each resource folder registers its sections from its `index.ts` (imported once by `App.tsx`);
 * the generic detail page shows them above All Fields and Raw data, which every record keeps.
 */
import type { ComponentType } from 'react';
import type { AdminDocument, CollectionName } from '../../api/types';

/** What a section receives: the record as loaded, its collection, and a way to load it again after a write. */
export interface SectionProps {
  record: AdminDocument;
  collection: CollectionName;
  /** Re-fetches the record (e.g. after a permission toggle, so the page shows what the server stored). */
  reload: () => void;
}

export type RecordSection = ComponentType<SectionProps>;

/** Registered for every collection (e.g. the audit log), shown after the collection's own sections. */
export const ALL_COLLECTIONS = '*';

const registry = new Map<CollectionName | typeof ALL_COLLECTIONS, RecordSection[]>();

/** Adds sections to a collection's detail page (or to every collection's with {@link ALL_COLLECTIONS}). */
export function registerSections(
  collection: CollectionName | typeof ALL_COLLECTIONS,
  ...sections: RecordSection[]
): void {
  const current = registry.get(collection) ?? [];
  registry.set(collection, [...current, ...sections.filter((section) => !current.includes(section))]);
}

/** The sections of a collection's detail page, in order: its own, then those for every collection. */
export function sectionsFor(collection: CollectionName): readonly RecordSection[] {
  return [...(registry.get(collection) ?? []), ...(registry.get(ALL_COLLECTIONS) ?? [])];
}
