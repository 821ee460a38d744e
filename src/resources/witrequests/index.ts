/** The voice request log page's sections (staff-and-agents.md §2.5). */
import { registerSections } from '../collections/sections';
import { VoiceRequestDetail } from './VoiceRequestDetail';

registerSections('witrequests', VoiceRequestDetail);
