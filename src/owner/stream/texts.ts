/** Texts of the stream page and the stream viewer (single-target-and-flows.md §2 Stream page, §8, §9). */
export const STREAM_TEXTS = {
  title: 'Stream to VR',
  instructions:
    'Click Start to begin streaming straight to VR. Access it within Multiverse using the My Stream button under My Content.',
  beta: 'Streaming is in beta: the picture may stutter or stop, and features may change.',
  localRelay: "Your stream goes through this server's own relay (no media server is configured).",
  start: 'Start',
  stop: 'Stop',
  camera: 'Camera',
  noCamera: 'No Camera',
  microphone: 'Microphone',
  noMicrophone: 'No Microphone',
  screenShare: 'Screen share',
  stopScreenShare: 'Stop screen share',
  screenShareUnsupported: 'This browser cannot share its screen.',
  localVideo: 'Your camera',
  viewerPreview: 'What viewers see',
  publishing: 'You are streaming.',
  connecting: 'Connecting…',
  loading: 'Loading…',
  stats: (kbps: number, width: number, height: number) =>
    `Sending ${kbps} kbps${width > 0 && height > 0 ? ` at ${width}×${height}` : ''}`,
  notEnabledTitle: 'Streaming Is Not Enabled For This Account',
  notEnabledBody:
    'Streaming is open to certain users and enterprise customers. Contact sales or support to have it turned on.',
  uhOh: 'Uh Oh!',
  /** The publish configuration's request got no answer (the browser's own text says only "Failed to fetch"). */
  noAnswer:
    'The server could not be reached, so streaming cannot start. Check your connection and try again.',
  supportContact: 'If this keeps happening, contact support through Contact Us in the account menu.',
  streamError: 'The stream stopped working. Try Start again.',
  /** After a device or connection failure, where Start opens the devices and the connection again. */
  tryAgain: 'Click Start to try again.',
  streamInUse:
    'This stream is already being sent from somewhere else, perhaps another tab. Stop it there first.',
  // The viewer
  viewerTitle: 'Live stream',
  viewerWaiting: 'Waiting for the stream to start…',
  viewerEnded: 'The stream has ended.',
  viewerBadLink: 'This stream link is not valid or has expired.',
  viewerVideo: 'The stream',
} as const;
