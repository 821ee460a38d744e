/** The pure rules of an event's headset promotion and of a location's approval (single-target-and-flows.md §4, §5). */
import { describe, expect, it } from 'vitest';
import {
  approvalRequestProblem,
  failedPromotionChecks,
  headsetEventMismatches,
  promotionProblem,
  type PromotionFacts,
} from './promotionRules';

const NOW = new Date('2026-03-01T12:00:00Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

const READY: PromotionFacts = {
  nickname: 'Launch',
  description: 'A party',
  iconblob: 'i',
  doorimageblob: 'd',
  bannerblob: 'b',
  discoveryiconblob: 'c',
  startdate: at(7 * DAY),
  enddate: at(7 * DAY + 15 * 60_000),
  published: true,
};

describe('promotion checks (single-target-and-flows.md §5)', () => {
  it('pass for a complete, published event of 15 minutes starting a week from now', () => {
    expect(failedPromotionChecks(READY, NOW)).toEqual([]);
  });

  it('name each missing part, a short event, a near start and an unpublished event', () => {
    expect(
      failedPromotionChecks(
        {
          ...READY,
          nickname: ' ',
          description: '',
          iconblob: null,
          doorimageblob: undefined,
          bannerblob: '',
          discoveryiconblob: null,
          startdate: at(7 * DAY - 60_000),
          enddate: at(7 * DAY + 14 * 60_000 - 60_000),
          published: false,
        },
        NOW,
      ),
    ).toEqual([
      'name',
      'description',
      'icon',
      'doorimage',
      'banner',
      'discoveryicon',
      'duration',
      'leadTime',
      'published',
    ]);
  });
});

describe('promotion steps (single-target-and-flows.md §4)', () => {
  const owner = { staff: false, now: NOW };
  const staff = { staff: true, now: NOW };

  it('lets owners request from none or refused and submit from started, while the checks hold', () => {
    expect(promotionProblem(READY, { oculussubmission: 'started' }, owner)).toBeNull();
    expect(
      promotionProblem({ ...READY, oculussubmission: 'refused' }, { oculussubmission: 'started' }, owner),
    ).toBeNull();
    expect(
      promotionProblem({ ...READY, oculussubmission: 'started' }, { oculussubmission: 'submitted' }, owner),
    ).toBeNull();
    expect(promotionProblem(READY, { oculussubmission: 'submitted' }, owner)).toEqual({
      kind: 'wrongStep',
      from: 'not requested',
      to: 'submitted',
    });
    expect(promotionProblem({ ...READY, published: false }, { oculussubmission: 'started' }, owner)).toEqual({
      kind: 'checksFailed',
      failed: ['published'],
    });
  });

  it('keeps accepting, refusing, the id and the notes for staff', () => {
    const submitted = { ...READY, oculussubmission: 'submitted' as const };
    for (const change of [
      { oculussubmission: 'accepted', oculuseventid: '1' },
      { oculussubmission: 'refused' },
      { oculusnotes: 'x' },
    ] as const) {
      expect(promotionProblem(submitted, change, owner)).toEqual({ kind: 'staffOnly' });
      expect(promotionProblem(submitted, change, staff)).toBeNull();
    }
  });

  it('links an id only with accepted, and clears it only back to started', () => {
    const submitted = { ...READY, oculussubmission: 'submitted' as const };
    expect(promotionProblem(submitted, { oculussubmission: 'accepted' }, staff)).toEqual({
      kind: 'idWithAccepted',
    });
    expect(promotionProblem(submitted, { oculuseventid: '1' }, staff)).toEqual({ kind: 'idWithAccepted' });
    const accepted = { ...READY, oculussubmission: 'accepted' as const, oculuseventid: '1' };
    expect(promotionProblem(accepted, { oculuseventid: '' }, staff)).toEqual({ kind: 'idWithAccepted' });
    expect(promotionProblem(accepted, { oculuseventid: '', oculussubmission: 'started' }, staff)).toBeNull();
  });
});

describe('headset event id lookup (single-target-and-flows.md §5)', () => {
  const expected = { title: 'Launch Party', start: at(0), end: at(DAY) };
  it('matches the title case-insensitively and the times within one minute', () => {
    expect(
      headsetEventMismatches(expected, { title: 'launch PARTY', start: at(60_000), end: at(DAY - 60_000) }),
    ).toEqual([]);
  });
  it('names each mismatch', () => {
    expect(
      headsetEventMismatches(expected, { title: 'Other', start: at(60_001), end: at(DAY + 120_000) }),
    ).toEqual(['titleMismatch', 'startMismatch', 'endMismatch']);
  });
});

describe('location approval (single-target-and-flows.md §4)', () => {
  it('applies to storefront and joke templates, from none or unapproved', () => {
    expect(approvalRequestProblem({ template: 'storefront' })).toBeNull();
    expect(approvalRequestProblem({ template: 'joke', approval: 'unapproved' })).toBeNull();
    expect(approvalRequestProblem({ template: 'gallery' })).toBe('notApprovable');
    expect(approvalRequestProblem({ template: 'joke', approval: 'pending' })).toBe('alreadyPending');
    expect(approvalRequestProblem({ template: 'storefront', approval: 'approved' })).toBe('alreadyApproved');
  });
});
