/** The autotest record page's sections (staff-and-agents.md §2.3, §9): frame charts, totals, history. */
import type { RecordSection } from '../collections/sections';
import { AutotestChartsSection } from './AutotestChartsSection';
import { AutotestHistory } from './AutotestHistory';
import { AutotestTotals } from './AutotestTotals';

export const AUTOTEST_SECTIONS: readonly RecordSection[] = [
  AutotestChartsSection,
  AutotestTotals,
  AutotestHistory,
];
