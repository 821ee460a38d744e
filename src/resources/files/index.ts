/** The file record page's sections: image preview (staff-and-agents.md §2.3). */
import { registerSections } from '../collections/sections';
import { FilePreview } from './FilePreview';

registerSections('files', FilePreview);
