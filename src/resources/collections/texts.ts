/**
 * Texts of the generic collection pages (staff-and-agents.md §2.2–§2.3 and §8, screens.md C1–C3).
 */
import { COMMON_TEXTS } from '../../../common/texts';

export const COLLECTION_TEXTS = {
  invalidPermission: COMMON_TEXTS.invalidPermission,
  /** A staff page opened by its address by staff without the permission it needs. */
  pageNeedsPermission: (permission: string) => `This page needs the ${permission} permission.`,
  badUri: 'Bad uri',
  search: 'Search',
  searchHelp:
    'A word searches id, name, nickname, uri and path; N1-E2-3-4 finds a building; or type a query object.',
  searchInvalid: 'This is not a word, a building code or a query object.',
  go: 'Go',
  paging: 'Pages',
  fields: 'Fields',
  field: 'Field',
  type: 'Type',
  viz: 'Viz',
  req: 'Req',
  vizLabel: (field: string) => `Show ${field}`,
  reqLabel: (field: string) => `Require ${field}`,
  results: 'Results',
  open: (id: string) => `Open ${id}`,
  openColumn: 'Open',
  idColumn: 'id',
  timestampColumn: 'timestamp',
  postcodeColumn: 'postcode',
  sortBy: (field: string) => `Sort by ${field}`,
  noDocuments: 'No documents match.',
  loading: 'Loading',
  allFields: 'All Fields',
  rawData: 'Raw data',
  showRaw: 'Show raw data',
  hideRaw: 'Hide raw data',
  value: 'Value',
  backTo: (label: string) => `Back to ${label}`,
  notFound: 'This record could not be loaded.',
  edit: 'Edit',
  new: 'New',
  editRecord: 'Edit record',
  newRecord: 'New record',
  reload: 'Reload',
  cannotCreate: 'Records of this collection cannot be created here.',
} as const;
