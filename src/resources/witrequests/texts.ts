/** Texts of the voice request log page (staff-and-agents.md §2.5). */
import { COMMON_TEXTS } from '../../../common/texts';

export const WIT_TEXTS = {
  response: 'Request response',
  recognised: 'Recognised text',
  destination: 'Destination',
  intent: 'Intent',
  actions: 'Actions',
  log: 'Log',
  headers: 'Request headers',
  actionIndex: 'User action index',
  audio: 'Recording',
  audioLabel: 'Recorded audio',
  noAudio: COMMON_TEXTS.noRecording,
  duration: (seconds: number) => `Duration: ${seconds.toFixed(2)} s`,
} as const;
