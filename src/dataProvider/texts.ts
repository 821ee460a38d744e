/** Sentences the data layer's own flows produce (uploads, lookups); pages show them as they are. */
export const DATA_TEXTS = {
  videoAlreadyUploaded: 'Video already uploaded!',
  videoUploadFailed: 'Video upload failed',
  fileUploadFailed: 'File upload failed',
  uploadingVideo: (name: string) => `Uploading ${name}`,
  unknownTarget: (uri: string) => `No metaverse has the uri "${uri}"`,
} as const;
