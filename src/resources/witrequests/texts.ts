/** Texts of the voice request log page (staff-and-agents.md §2.5). */
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
  noAudio: 'This voice request has no recording',
  duration: (seconds: number) => `Duration: ${seconds.toFixed(2)} s`,
} as const;
