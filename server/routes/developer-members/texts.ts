/** Texts of the developer members list (ours: the spec only says who sees it). */
export const DEVELOPER_MEMBERS_TEXTS = {
  notOnTheTeam: 'Only the developer team can see the developer members list',
} as const;
