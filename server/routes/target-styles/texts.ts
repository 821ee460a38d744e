/** Texts of the styles calls that only the server sends (ours: the specification gives no words). */
export const TARGET_STYLE_TEXTS = {
  fileMissing: 'The chosen file is not stored here any more; choose it again from your drives',
} as const;
