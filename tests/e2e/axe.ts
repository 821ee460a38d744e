import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AccessibleOptions {
  /** Fail on a violation of any impact (minor and moderate too), not only serious and critical ones. */
  anyImpact?: boolean;
  /** Named in the failure message beside the URL (the theme, a dialog, …). */
  context?: string;
  /** Run only these rules (axe rule ids) instead of every WCAG 2.2 AA rule. */
  rules?: readonly string[];
  /** Record the failure and go on (Playwright's soft assertion), so one run reports every page's violations. */
  soft?: boolean;
}

/**
 * Fails the test when the page has accessibility violations (WCAG 2.2 AA): serious or critical ones by
 * default, any with `anyImpact`. One message lists every violation of the page with the elements it hits.
 */
export async function expectAccessible(page: Page, options: AccessibleOptions = {}): Promise<void> {
  // Colours mid-transition (a button turning from disabled grey to red, a dialog fading in) are not what
  // the user ends up seeing; check the settled page.
  // Endless animations (spinners) are left alone.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Legacy mode runs axe in the page itself; the default opens a blank page per check to merge frame results,
  // which doubles the time of every check, and the console has no cross-origin frames to merge.
  // Only violations are read; collecting the passes and incomplete results (the default) costs a third or more
  // of every check on a large page. The options are set first: setting them replaces the rules chosen before.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (options.rules) builder.withRules([...options.rules]);
  // WCAG 2.2 AA, and axe's best practices (landmarks, one main heading, heading order).
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  const results = await builder.analyze();
  const found = results.violations
    .filter((v) => options.anyImpact || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const where = `axe violations on ${page.url()}${options.context ? ` (${options.context})` : ''}`;
  (options.soft ? expect.soft : expect)(found, where).toEqual([]);
}
