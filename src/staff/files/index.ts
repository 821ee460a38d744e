/** The file record page's sections: image preview (staff-and-agents.md §2.3). */
import type { RecordSection } from '../collections/sections';
import { FilePreview } from './FilePreview';

export const FILE_SECTIONS: readonly RecordSection[] = [FilePreview];
