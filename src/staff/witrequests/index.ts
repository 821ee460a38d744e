/** The voice request log page's sections (staff-and-agents.md §2.5). */
import type { RecordSection } from '../collections/sections';
import { VoiceRequestDetail } from './VoiceRequestDetail';

export const WITREQUEST_SECTIONS: readonly RecordSection[] = [VoiceRequestDetail];
