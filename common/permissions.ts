/**
 * The permission catalogue of staff-and-agents.md §6 as data, and the `Permission` type of its names: the
 * server checks and lists these, the console names them when it shows or hides what staff may use.
 */

/** One permission of the catalogue. */
export interface PermissionInfo {
  readonly name: string;
  readonly meaning: string;
  /** Deprecated permissions stay in the catalogue (users may hold them) but cannot be granted. */
  readonly deprecated: boolean;
}

/** The rows of the specification's table (a row naming two permissions is split in two), then ours. */
const CATALOGUE = [
  { name: 'search_for_hidden', meaning: 'search hidden items', deprecated: false },
  { name: 'search_for_devonly', meaning: 'deprecated', deprecated: true },
  { name: 'search_for_unpublished', meaning: 'search unpublished items', deprecated: false },
  { name: 'join_locked', meaning: 'join locked places', deprecated: false },
  { name: 'create_domains', meaning: 'create metaverses', deprecated: false },
  { name: 'create_events', meaning: 'create events', deprecated: false },
  { name: 'manage_domain', meaning: 'manage all domains', deprecated: false },
  { name: 'guest', meaning: 'deprecated', deprecated: true },
  { name: 'host', meaning: 'host in all domains', deprecated: false },
  { name: 'developer', meaning: 'developer tools', deprecated: false },
  { name: 'hideslacktelemetry', meaning: 'deprecated', deprecated: true },
  { name: 'slack', meaning: 'messaging-integration access', deprecated: false },
  { name: 'debugservice', meaning: 'debug service', deprecated: false },
  { name: 'superuser', meaning: 'full access', deprecated: false },
  { name: 'tester', meaning: 'tester tools', deprecated: false },
  { name: 'stream', meaning: 'stream in all domains', deprecated: false },
  { name: 'search_all_domains', meaning: 'search every domain', deprecated: false },
  { name: 'administrator', meaning: 'admin front end', deprecated: false },
  { name: 'infinite_domains', meaning: 'unlimited free metaverses', deprecated: false },
  { name: 'access_domain_drives', meaning: 'domain drives', deprecated: false },
  { name: 'access_upload_drive', meaning: 'upload drive', deprecated: false },
  { name: 'create_locations', meaning: 'create locations', deprecated: false },
  { name: 'voice_control', meaning: 'voice control', deprecated: false },
  {
    name: 'can_use_access_token',
    meaning: 'shows client and server tokens on user detail',
    deprecated: false,
  },
  { name: 'can_buy_any_store', meaning: 'buy any store', deprecated: false },
  { name: 'admin_edit_permissions', meaning: 'edit permissions', deprecated: false },
  { name: 'admin_read_entities', meaning: 'read and write entities', deprecated: false },
  { name: 'admin_write_entities', meaning: 'read and write entities', deprecated: false },
  { name: 'admin_read_infiniverse', meaning: 'read and write building-world data', deprecated: false },
  { name: 'admin_write_infiniverse', meaning: 'read and write building-world data', deprecated: false },
  { name: 'admin_read_files', meaning: 'read files', deprecated: false },
  { name: 'admin_approvals', meaning: 'approvals', deprecated: false },
  { name: 'admin_build', meaning: 'build gating', deprecated: false },
  { name: 'admin_stats_graphs', meaning: 'statistics', deprecated: false },
  { name: 'admin_stats_spenders', meaning: 'statistics', deprecated: false },
  { name: 'admin_missions', meaning: 'mission tools', deprecated: false },
  { name: 'edit_readonly_entities', meaning: 'edit readonly entities', deprecated: false },
  { name: 'admin_agents', meaning: 'agent admin', deprecated: false },
  { name: 'admin_edit_all_agents', meaning: 'agent admin', deprecated: false },
  // Ours: the specification routes /admin/redeemcodes without naming a permission for it.
  { name: 'admin_redeem_codes', meaning: 'create and list redeem codes', deprecated: false },
] as const satisfies readonly PermissionInfo[];

/** A permission name of the catalogue. */
export type Permission = (typeof CATALOGUE)[number]['name'];

/** The catalogue, in the order of the specification's table. */
export const PERMISSIONS: readonly PermissionInfo[] = CATALOGUE;
