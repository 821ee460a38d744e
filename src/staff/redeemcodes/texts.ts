/** Texts of the staff redeem code pages (ours: the specification names only their routes). */
export const REDEEM_CODE_TEXTS = {
  title: 'Redeem Codes',
  createHeading: 'Create Codes',
  code: 'Code (leave empty to generate)',
  count: 'How many',
  length: 'Length of generated codes',
  shortNote: 'Codes shorter than 12 characters can only be redeemed by accounts linked to a headset.',
  award: 'Award',
  awards: {
    metacoin: 'Metacoin',
    domain: 'A metaverse on a plan',
    building_slot: 'An apartment in a building',
  },
  amount: 'Metacoin',
  plan: 'Plan',
  building: 'Building id',
  maxUses: 'Uses per code',
  expires: 'Expires (optional)',
  note: 'Note',
  create: 'Create',
  created: (n: number) => `${n} code${n === 1 ? '' : 's'} created:`,
  downloadCreated: 'Download These Codes',
  listHeading: 'Codes',
  usage: 'Show',
  usages: { all: 'All', unused: 'Unused', partial: 'Partly used', used: 'Used up', expired: 'Expired' },
  exportCsv: 'Export CSV',
  empty: 'No codes here yet.',
  columns: {
    code: 'Code',
    award: 'Award',
    uses: 'Uses',
    expires: 'Expires',
    lastRedeemed: 'Last redeemed',
    created: 'Created',
    who: 'Who redeemed',
  },
  showUses: (code: string) => `Who redeemed ${code}`,
  usesTitle: (code: string) => `Who redeemed ${code}`,
  usesEmpty: 'Nobody has redeemed this code yet.',
  usesColumns: { user: 'User', when: 'When', given: 'Given' },
  close: 'Close',
  never: 'Never',
  pager: 'Redeem code pages',
  loadFailed: 'The redeem codes could not be loaded.',
  awardText: (award: { kind: string; amount?: number; plan?: string; building?: string }) =>
    award.kind === 'metacoin'
      ? `${award.amount} MC`
      : award.kind === 'domain'
        ? `Metaverse (${award.plan})`
        : `Apartment in ${award.building}`,
} as const;
