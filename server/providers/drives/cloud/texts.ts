/** User-visible texts of linked cloud drives (OAuth linking and browsing Google Drive and Vimeo). */
export const CLOUD_TEXTS = {
  noAnswer: (label: string) => `${label} did not answer; please try again later`,
  badReply: (label: string) => `${label} sent a reply this server does not understand`,
  relink: (label: string) =>
    `${label} no longer accepts this drive's sign-in; remove the drive and link it again`,
  refused: (label: string) => `${label} refused the request; please try again later`,
  busy: (label: string) => `${label} is busy; please try again in a minute`,
  failed: (label: string, status: number) => `${label} could not answer the request (HTTP ${status})`,
  codeRejected: (label: string) => `${label} did not accept the sign-in; please link the drive again`,
  denied: (label: string) => `Linking was cancelled: access to ${label} was not allowed`,
  linkFailed: (label: string) => `${label} could not be linked; please try again`,
  noCode: (label: string) => `${label} did not send an authorization code; please try again`,
  badState: 'This drive link is not valid or was already used; link the drive again from the Drives page',
  expiredState: 'This drive link has expired; link the drive again from the Drives page',
  otherBrowser: 'This drive link was started in another browser; link the drive again from the Drives page',
  opensAtProvider: (label: string) =>
    `Files of a linked ${label} open at ${label} (the file's url); this server does not copy them`,
  notConfigured: (label: string) => `${label} is not configured on this server`,
} as const;
