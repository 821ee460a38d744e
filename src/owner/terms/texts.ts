/** Terms gate texts (single-target-and-flows.md §2 terms gate, §5 Terms dialog, §6; screens.md B8). */
export const TERMS_TEXTS = {
  title: 'Terms and Conditions',
  intro:
    'Before you carry on, please read and accept our terms and conditions, which include how we look after your data.',
  readPolicy: 'Read the terms and privacy policy',
  accept: 'I have read and accept the terms and conditions',
  receiveUpdates: 'Send me emails with news and updates about Multiverse',
  acceptButton: 'Accept',
  logOut: 'Log Out',
  saveFailed: 'Your answer could not be saved. Please try again.',
} as const;
