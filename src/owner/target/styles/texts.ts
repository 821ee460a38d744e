import { STYLE_TEXTS } from '../../../../common/styleRules';

/**
 * Texts of the manage page's styles editor (single-target-and-flows.md §2, §5, §8). The specification's words
 * where it gives them (the plan messages and the error heading come from the rules both sides share); ours
 * (marked) where it names a control without its text.
 */
export const STYLES_TEXTS = {
  title: 'Styles',
  loading: 'Loading the styles', // ours
  loadFailed: 'The styles could not be loaded.', // ours
  unknown: (id: string) => `${STYLE_TEXTS.unknownVariable}: ${id}`,
  videosNeedPlan: STYLE_TEXTS.videosNeedPlan,
  oneYoutube: STYLE_TEXTS.oneYoutube,
  webAndStreamsNeedPlan: STYLE_TEXTS.webAndStreamsNeedPlan,
  questOnly: STYLE_TEXTS.liveStreamQuestOnly,
  // ours from here
  save: 'Save',
  reset: 'Reset',
  resetNamed: (name: string) => `Reset ${name} to its default`,
  resetAll: 'Reset Overrides',
  resetAllTitle: 'Reset overrides?',
  resetAllText:
    'Every variable of this release goes back to its template’s default. Your custom style is kept.',
  cancel: 'Cancel',
  confirm: 'Confirm',
  change: 'Change',
  changeNamed: (name: string) => `Change ${name}`,
  saved: 'Style saved',
  resetDone: 'Overrides reset',
  defaultValue: 'Template default',
  aspect: (aspect: string) => `Aspect ${aspect}`,
  content: {
    none: 'Template default',
    image: 'Picture from your drives',
    video: 'Video from your drives',
    link: 'Linked video',
    hls: 'HLS stream',
    youtube: 'YouTube video',
    livestream: 'Live stream',
  },
  chooseFile: 'Choose File',
  uploadFile: 'Upload File',
  uploadFileNamed: (name: string) => `Upload File for ${name}`,
  hlsLink: 'HLS Link',
  youtubeLink: 'YouTube Link',
  liveStream: 'Live Stream',
  hlsTitle: 'HLS link',
  hlsLabel: 'Stream address',
  hlsHelp: 'An https address containing .m3u8',
  youtubeTitle: 'YouTube link',
  youtubeLabel: 'Video address',
  youtubeHelp:
    'A youtube.com/watch?v=, youtube.com/live/ or youtu.be/ link to one video. Only one YouTube video is allowed.',
  driveTitle: 'Choose a file',
  driveUp: 'Up',
  driveRoot: 'Drives',
  driveEmpty: 'Nothing here',
  doorTitle: 'Door or link',
  doorKind: 'Leads to',
  doorKinds: {
    multiverse: 'A location',
    browser: 'A web site',
    oculus: 'A headset app',
    locked: 'Locked',
    custom: 'Custom value',
  },
  doorText: {
    multiverse: 'Location',
    browser: 'Web address',
    oculus: 'Headset app id (digits only)',
    locked: '',
    custom: 'Value',
  },
  doorNone: 'Template default',
  customStyle: 'Custom style',
  customStyleHelp: 'CSS applied to this release.',
  customStyleSaved: 'Custom style saved',
} as const;
