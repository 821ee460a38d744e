/**
 * Texts of the landing page (owner-console.md §1, screens.md A5) and the signed-in home.
 */
export const LANDING_TEXTS = {
  title: 'Multiverse',
  tagline: 'Social virtual reality for everyone: meet, show, sell and work together in your own metaverse.',
  launchInVr: 'Launch In VR',
  facebookNotice: 'Login with Facebook is no longer supported. Please log in with another option.',
  blurbsHeading: 'What you can do',
  blurbs: [
    {
      title: 'Social VR',
      body: 'Meet friends and new people, explore worlds together and hang out in virtual reality.',
    },
    {
      title: 'A free public planetarium',
      body: 'Visit our free, public planetarium domain and explore the night sky with others.',
    },
    {
      title: 'Sales galleries',
      body: 'Show your products in immersive galleries that customers can walk through.',
    },
    {
      title: 'Real estate',
      body: 'Give buyers virtual tours of homes and developments, even before they are built.',
    },
    {
      title: 'Virtual meetings',
      body: 'Bring your team or your clients together in a shared space, wherever they are.',
    },
    {
      title: 'Productivity',
      body: 'Work with your documents, drives and media from inside your metaverse.',
    },
  ],
} as const;

export const HOME_TEXTS = {
  welcome: (nickname: string) => `Welcome, ${nickname}`,
  intro: 'Manage your profile and your metaverses, or launch the app to step inside.',
  profile: 'Profile',
  metaverses: 'Metaverses',
} as const;

export const PRIVACY_TEXTS = {
  title: 'Privacy',
  loading: 'Loading the privacy text',
  failed: 'The privacy text could not be loaded.',
  retry: 'Try again',
} as const;
