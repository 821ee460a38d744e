/** Texts of the child product list and menu (staff-and-agents.md §1, §2.10, §5, §6). */
export const CHILD_PRODUCT_TEXTS = {
  listTitle: 'Child Products',
  listIntro: 'Games built on the platform, each rooted in one metaverse.',
  noProducts: 'There are no child products',
  backToList: 'Back to Child Products',
  id: 'Id',
  name: 'Name',
  rootDomain: 'Root domain',
  product: 'Product',
  missionTools: 'Mission tools',
  loading: 'Loading',
  failed: 'Could not load the child products',
  buttons: {
    missionconfigs: 'Mission Configs',
    missions: 'Missions',
    missionevents: 'Mission Events',
    avatars: 'Avatars',
  },
} as const;

/** The mission tool sub-pages, in menu order: /admin/childproducts/{id}/{submenu}. */
export const MISSION_SUBMENUS = ['missionconfigs', 'missions', 'missionevents', 'avatars'] as const;
