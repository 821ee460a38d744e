/** Texts of the launch flows (owner-console.md §2.4, §4 Headset launch; screens.md A7). */
export const LAUNCH_TEXTS = {
  dialogTitle: 'Launch In VR',
  body: 'Put on your headset, then press Launch. We will wait here until the app has connected.',
  launch: 'Launch',
  cancel: 'Cancel',
  contacting: 'Contacting Oculus',
  waiting: 'Waiting For Connection',
  connected: 'Connected! The app is opening on your headset.',
  close: 'Close',
  /** Ours: the launch poll found the account gone (merged) and could not sign in again by itself. */
  signedOut:
    'Your account changed while the app was launching, so you have been signed out. Sign in, then launch again.',
} as const;

/** The game store's id of the app (owner-console.md §9). */
export const STEAM_GAME_ID = 873990;
export const STEAM_URL = `steam://run/${STEAM_GAME_ID}`;

/** The status poll after Launch (owner-console.md §9). */
export const LAUNCH_POLL_MS = 1500;
