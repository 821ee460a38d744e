/**
 * What an entry of the page registry (`src/pages.tsx`) is, and the helpers the entries are written with: `load`
 * (a page module loaded when first opened), the staff and manager menu checks, a staff collection's entry.
 */
import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../lib/preloadable';
import type { CollectionName, Domain, User } from '../api/types';
import type { Permission } from '../../common/permissions';
import { canManageDomain, holdsPermission } from '../authProvider/canAccess';
import { paths } from '../paths';

/** Who may open a page: anyone, signed-in users (visitors are sent to sign in), or staff. */
export type Access = 'public' | 'signed-in' | 'staff';

/**
 * Where a menu lists a page: the header's main links, the sidebar's Admin group, the staff dashboard's page
 * list, or the sidebar's group of the current metaverse.
 */
export type MenuPlace = 'header' | 'admin' | 'dashboard' | 'domain';

export type MenuUser = Pick<User, 'permissions'> | null | undefined;

export interface MenuEntry {
  place: MenuPlace;
  label: string;
  /** Whether the entry is shown to this user with this current metaverse; always when absent. */
  visible?: (user: MenuUser, domain: Domain | null | undefined) => boolean;
}

interface PageCommon {
  id: string;
  access: Access;
  /**
   * A staff page of no use without this permission (what its reads need): menus list it only to users who
   * hold it, and opening its address otherwise says so in a sentence instead of the page.
   */
  permission?: Permission;
  /** The menus listing the page, each in the registry's order. */
  menu?: readonly MenuEntry[];
}

/** A page served at its own route. */
export interface RoutePage extends PageCommon {
  kind: 'route';
  /** The route pattern (see `paths.ts`). */
  path: string;
  element: ComponentType;
  /** For a page of one metaverse: its URL for the metaverse `uri` (sidebar links, short links). */
  domainLink?: (uri: string) => string;
  /** A short path (`/members`) leading to this page of the current metaverse. */
  shortLink?: `/${string}`;
  /**
   * `none`: the page is served without the console's frame (header, sidebar, cookie banner, footer, toasts), for
   * a page another device shows on its own, such as the stream viewer in the headset's browser panel. Only for
   * a public page that needs none of the frame's services.
   */
  frame?: 'none';
}

/** A page of the spec not built yet: no route, and its menu entries hidden until it becomes a route page. */
export interface PlannedPage extends PageCommon {
  kind: 'planned';
  path: string;
}

/** A staff collection: its list at `/admin/{collection}` and its records at `/admin/{collection}/{id}`. */
export interface CollectionPage extends PageCommon {
  kind: 'collection';
  collection: CollectionName;
  path: string;
}

export type Page = RoutePage | CollectionPage | PlannedPage;

/** A named export of a page module, loaded when the page is first rendered or preloaded. */
export function load<M>(loader: () => Promise<M>, name: keyof M): Preloadable {
  return preloadable(async () => (await loader())[name] as ComponentType);
}

export const staff = (user: MenuUser) => holdsPermission(user, 'administrator');
export const manager = (user: MenuUser, domain: Domain | null | undefined): domain is Domain =>
  !!domain && canManageDomain(user, domain);

export const collection = (name: CollectionName, label: string): CollectionPage => ({
  kind: 'collection',
  id: `collection.${name}`,
  collection: name,
  path: paths.admin.collection(name),
  access: 'staff',
  menu: [{ place: 'admin', label, visible: staff }],
});

/** A staff page listed in the sidebar's Admin group and on the dashboard under the same label. */
export const staffMenu = (label: string): MenuEntry[] => [
  { place: 'admin', label, visible: staff },
  { place: 'dashboard', label },
];
