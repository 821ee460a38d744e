/** The autotest record page's sections (staff-and-agents.md §2.3, §9): frame charts, totals, history. */
import { registerSections } from '../collections/sections';
import { AutotestChartsSection } from './AutotestChartsSection';
import { AutotestHistory } from './AutotestHistory';
import { AutotestTotals } from './AutotestTotals';

registerSections('autotests', AutotestChartsSection, AutotestTotals, AutotestHistory);
