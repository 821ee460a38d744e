import type { DeleteBlock } from '../../../common/entityRules.ts';

/** Texts of the entity list calls (owner-console.md §5, §6). */
export const ENTITY_TEXTS = {
  ownerDeletesLocations: 'Only the owner of a Metaverse can delete its locations',
  plotsCannotBeDeleted: 'Plots cannot be deleted',
  onlyLocation: 'The only location of a Metaverse cannot be deleted',
  reservedLocation: 'The home and map locations cannot be deleted',
  generatedLocation: 'Store and plot locations cannot be deleted',
} as const;

/** Why an entity may not be deleted (owner-console.md §5), for its owner and for staff alike. */
export const ENTITY_DELETE_BLOCK_TEXT: Record<DeleteBlock, string> = {
  plot: ENTITY_TEXTS.plotsCannotBeDeleted,
  only: ENTITY_TEXTS.onlyLocation,
  reserved: ENTITY_TEXTS.reservedLocation,
  generated: ENTITY_TEXTS.generatedLocation,
};
