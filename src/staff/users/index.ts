/**
 * The user record page's sections (staff-and-agents.md §2.3), in the order the specification lists them,
 * each shown to staff holding the permission its calls need and allowed to act on the account (a notice
 * first says when they are not: only a superuser acts on a superuser's account). Listed for the detail page
 * in `collections/sections.ts`.
 */
import type { RecordSection } from '../collections/sections';
import { AccountNotice, gated } from './Gate';
import { UserAccessTokens, UserPaymentCustomer } from './UserAccount';
import { UserInventory } from './UserInventory';
import { UserInfiniverseTransactions } from './UserLedgers';
import {
  UserEscrows,
  UserFiles,
  UserMetaverses,
  UserSlots,
  UserStores,
  UserUnconsumedIaps,
} from './UserLists';
import { UserOperations } from './UserOperations';
import { UserPermissions } from './UserPermissions';

export const USER_SECTIONS: readonly RecordSection[] = [
  AccountNotice,
  gated('admin_write_entities', UserOperations),
  UserPermissions,
  gated('admin_read_entities', UserUnconsumedIaps),
  gated('admin_read_entities', UserMetaverses),
  gated('admin_read_files', UserFiles),
  gated('admin_read_entities', UserInventory),
  gated('admin_read_entities', UserEscrows),
  gated('admin_read_infiniverse', UserInfiniverseTransactions),
  gated('admin_read_infiniverse', UserStores),
  gated('admin_read_infiniverse', UserSlots),
  gated('admin_read_entities', UserPaymentCustomer),
  gated('can_use_access_token', UserAccessTokens),
];
