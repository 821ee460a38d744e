/**
 * The shell's user-visible texts (owner-console.md §2.2, screens.md A1–A3, staff-and-agents.md §2.1), in one
 * place so the screens and the tests use the same strings.
 */
import { COMPANY_NAME } from '../lib/constants';

export const HEADER_TEXTS = {
  home: 'Multiverse',
  profile: 'Profile',
  drives: 'Drives',
  metaverses: 'Metaverses',
  agents: 'AI Agents',
  advertising: 'Advertising',
  navigationMenu: 'Open navigation menu',
  primaryNavigation: 'Main',
  logIn: 'Log In',
  launch: 'Launch',
  launchMenu: 'Launch options',
  launchInVr: 'Launch In VR',
  launchOnDesktop: 'Launch on Desktop',
  launchInSteam: 'Launch in Steam',
  accountMenu: 'Account menu',
  menuProfile: 'Profile',
  logOut: 'Log Out',
  balance: (currency: number) => `${currency.toLocaleString('en-GB')} mc`,
  balanceLabel: 'Metacoin balance',
  toDark: 'Switch to dark theme',
  toLight: 'Switch to light theme',
  openSidebar: 'Open sidebar',
} as const;

export const SIDEBAR_TEXTS = {
  label: 'Sidebar',
  adminHeading: 'Admin',
  dashboard: 'Dashboard',
  users: 'Users',
  domains: 'Domains',
  locations: 'Locations',
  plots: 'Owned Plots',
  files: 'Files',
  events: 'Events',
  buildings: 'Buildings',
  witrequests: 'Witrequests',
  stringmatches: 'Stringmatches',
  autotests: 'Autotests',
  audit: 'Audit log',
  domainHome: 'Home',
  manage: 'Manage',
  members: 'Members',
  upgrade: 'Upgrade',
  domainEvents: 'Events',
  landmarks: 'Landmarks',
  stats: 'Stats',
  domainPlots: 'Plots',
  knowledgeBase: 'Knowledge Base',
} as const;

export const SHELL_TEXTS = {
  loading: 'Loading',
  notFoundTitle: 'Page not found',
  notFoundBody: 'There is nothing at this address.',
  goHome: 'Go to the home page',
  renderError: 'Something went wrong while showing this page.',
  renderErrorTitle: 'This page could not be shown',
  tryAgain: 'Try again',
  backgroundTasks: 'Background tasks',
  cookieRegion: 'Cookie consent',
  cookieText:
    'This site uses cookies to keep you signed in and to remember your choices. They are needed for the console to work.',
  cookieAccept: 'Accept',
  cookiePrivacy: 'Privacy',
  company: COMPANY_NAME,
  footerCompany: `© ${COMPANY_NAME}, a company registered in the United Kingdom.`,
  footerPrivacy: 'Privacy',
} as const;
