/** The plot record page's sections: Regenerate (staff-and-agents.md §2.3). */
import type { RecordSection } from '../collections/sections';
import { PlotRegenerate } from './PlotRegenerate';

export const PLOT_SECTIONS: readonly RecordSection[] = [PlotRegenerate];
