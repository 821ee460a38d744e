/** The plot record page's sections: Regenerate (staff-and-agents.md §2.3). */
import { registerSections } from '../collections/sections';
import { PlotRegenerate } from './PlotRegenerate';

registerSections('plots', PlotRegenerate);
