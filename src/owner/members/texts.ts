/** Members page texts (owner-console.md §2.9, §5, §6, §8; screens.md A15). */
import { COMMON_TEXTS } from '../../../common/texts';

export const MEMBERS_TEXTS = {
  title: 'Members',
  developerList: 'Developer members list', // ours
  developerListNote: 'Shown to the developer team only.', // ours
  userId: 'User id', // ours
  identity: 'Sign-in identity', // ours
  accountPermissions: 'Account permissions', // ours
  metaversePermissions: 'Permissions here', // ours
  count: (count: number) => (count === 1 ? '1 member' : `${count} members`),
  nickname: 'Nickname',
  name: 'Name',
  email: 'Email',
  permissions: 'Permissions',
  actions: 'Actions',
  owner: 'Owner',
  invite: 'Invite',
  inviteTitle: 'Invite Members',
  byLink: 'By link',
  byEmail: 'By email',
  inviteMethod: 'Invite method',
  linkHelp: 'Anyone with this link can join the metaverse.',
  noLink: 'There is no invite link yet.',
  createLink: 'Create Link',
  copyLink: 'Copy To Clipboard',
  copied: 'Invite link copied',
  copyFailed: COMMON_TEXTS.copyFailed,
  emailsLabel: 'Email addresses',
  emailsHelp: 'Separate addresses with commas',
  sent: (count: number) => (count === 1 ? 'Invite sent' : `${count} invites sent`),
  close: 'Close',
  cancel: 'Cancel',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove Member',
  removeText: (name: string) => `Remove ${name} from this metaverse?`,
  block: 'Also block them from joining again',
  edit: 'Edit',
  editLabel: (name: string) => `Edit permissions of ${name}`,
  editTitle: 'Edit Permissions',
  manager: 'Manager',
  host: 'Host',
  save: 'Save',
  upgrade: 'Upgrade',
  notManager: COMMON_TEXTS.managersOnly,
  domainInvalid: 'Domain is invalid',
  linkInvitesNeedPlan: COMMON_TEXTS.linkInvitesNeedPlan,
  emailInvitesNeedPlan: COMMON_TEXTS.emailInvitesNeedPlan,
  memberLimit: COMMON_TEXTS.memberLimit,
  rolesNeedPlan: COMMON_TEXTS.rolesNeedPlan,
} as const;
