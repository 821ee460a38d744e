/**
 * Injected at build time from the contract (scripts/contract.ts): the operations that need no
 * session, as `METHOD /path/{template}`.
 */
declare const __PUBLIC_API_OPERATIONS__: readonly string[];

/** Injected at build time from the contract (scripts/contract.ts): the staff collections (`CollectionName`). */
declare const __COLLECTION_NAMES__: readonly string[];
