/**
 * Texts of the profile page (owner-console.md §2.3 and §8, screens.md A6).
 */
import { COMMON_TEXTS } from '../../../common/texts';
import { formatMegabytes, PROFILE_PICTURE_MAX_BYTES } from '../../lib/upload';
import { formatNumber } from '../../lib/formatNumber';

export const PROFILE_TEXTS = {
  title: 'Profile',
  banner: 'Profile banner',
  changeBanner: 'Change banner',
  changePicture: 'Change profile picture',
  nickname: 'Nickname',
  saveNickname: 'Save',
  cancelNickname: 'Cancel',
  nicknameSaved: 'Nickname saved.',
  nicknameRule: 'Use only letters, digits, spaces and apostrophes.',
  nicknameHint: 'Press Enter to save or Escape to cancel.',
  accountTitle: 'Account',
  identity: 'Identity',
  unlink: 'Unlink',
  headset: 'Headset account',
  gameStore: 'Steam account',
  connected: 'Connected',
  notConnected: 'Not connected',
  linkHeadset: 'Link',
  linkHeadsetLabel: 'Link headset account',
  otherAccount: 'Another account',
  otherAccountText: 'Have a second account under another email address? Link this account into it.',
  linkAccount: 'Link',
  linkAccountLabel: 'Link this account into another account',
  linkTitle: 'Link to Another Account',
  linkText:
    'Enter the email address of the account you want to keep. We will email it a link: once that account signs in and confirms, this account moves into it with its metaverses, items, metacoin, drives and files, and no longer signs in on its own.',
  linkEmail: 'Email address of your other account',
  linkEmailHint: 'We email this address a link to confirm; it works once, for 24 hours.',
  linkSend: 'Send Link Email',
  linkEmailProblems: {
    missing: 'Enter the email address of your other account.',
    invalid: 'Enter an email address such as name@example.com.',
    own: COMMON_TEXTS.linkSelf,
  },
  linkSent: (email: string) =>
    `If ${email} belongs to a Multiverse account, we have emailed it a link. Sign in to that account and open the link within 24 hours to finish linking.`,
  metaversesTitle: 'My Metaverses',
  owned: 'Owned',
  managed: 'Managed',
  member: 'Member',
  noMetaverses: 'You do not belong to any metaverse yet.',
  pictureDialogTitle: 'Change profile picture',
  chooseImage: 'Choose an image',
  noImageChosen: 'No image chosen.',
  preview: 'Preview of the new profile picture',
  upload: 'Upload',
  cancel: 'Cancel',
  uploading: 'Uploading',
  sizeRule: `Choose a single image of at most ${formatMegabytes(PROFILE_PICTURE_MAX_BYTES)}.`,
  tooLarge: (size: number) =>
    `This image is ${formatMegabytes(size)}, which is too large. Choose an image of at most ${formatMegabytes(PROFILE_PICTURE_MAX_BYTES)} (${formatNumber(PROFILE_PICTURE_MAX_BYTES)} bytes).`,
  notImage: 'Choose an image file, for example a PNG or JPEG picture.',
  oneImage: 'Choose a single image.',
  adultContent:
    'This image may contain inappropriate content (nudity, adult themes or violence) for a profile picture. Please choose another image.',
  unknownError:
    'An unknown error occurred while uploading your picture. Please try again, or contact support if the problem continues.',
  sessionsTitle: 'Sessions',
  sessionsText: 'You are signed in on this browser, and maybe on other browsers and devices too.',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereTitle: 'Sign out everywhere?',
  signOutEverywhereText:
    'You will be signed out on every browser and device, this one included, and will need to sign in again.',
  bannerTask: 'Banner upload',
  bannerChanged: 'Banner changed.',
  pictureChanged: 'Profile picture changed.',
  pictureTask: 'Profile picture upload',
} as const;
