import { describe, expect, it } from 'vitest';
import { TRIAL_GRACE_MS, planActivated, planAt } from './plan-state.ts';

const now = new Date('2026-11-22T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
const trial = (trialend: string, activated = true) => ({
  type: 'premium' as const,
  plan: 'premium-trial',
  trialend,
  activated,
});

describe('plan state', () => {
  it('keeps a running trial activated, and an ended one for the grace day only', () => {
    expect(planActivated(trial(at(3 * 86_400_000)), now)).toBe(true);
    expect(planActivated(trial(at(-60_000)), now)).toBe(true);
    expect(planActivated(trial(at(-TRIAL_GRACE_MS + 1)), now)).toBe(true);
    expect(planActivated(trial(at(-TRIAL_GRACE_MS)), now)).toBe(false);
    expect(planActivated(trial(at(3 * 86_400_000), false), now)).toBe(false);
  });

  it('reads paid and free plans as stored, activated by default', () => {
    expect(planActivated({ type: 'premium' as const, plan: 'premium-stripe' }, now)).toBe(true);
    expect(planActivated({ type: 'free' as const, plan: 'free', activated: true }, now)).toBe(true);
    expect(planActivated({ type: 'premium' as const, plan: 'premium-stripe', activated: false }, now)).toBe(
      false,
    );
    expect(planAt(trial(at(-2 * 86_400_000)), now)).toMatchObject({
      plan: 'premium-trial',
      activated: false,
    });
  });
});
