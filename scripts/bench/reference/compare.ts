/**
 * The vitals bench's figures of a page (medians of its loads), and the console's `/admin/users` beside the
 * reference app's same list (`serve.ts`) as the bench prints them: each figure of both, median of the runs (CLS:
 * the worst run), and the console's as a multiple of the reference's (below 1×: the console is faster or smaller).
 */
import type { Sample } from '../vitals.ts';
import { REFERENCE_LABEL } from './serve.ts';

/** The console's page measured against the reference. */
export const REFERENCE_COMPARED = '/admin/users';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The figures of a page's loads in the vitals bench: medians, and the worst CLS. */
export interface Summary {
  lcp: number;
  /** The LCP element of the median load. */
  lcpElement: string;
  row: number;
  tbt: number;
  jsKib: number;
  kib: number;
  cls: number;
  worstCls: number;
  inp?: number;
}

export function summarize(samples: Sample[]): Summary {
  const lcp = median(samples.map((s) => s.lcp));
  const inps = samples.flatMap((s) => (s.inp === undefined ? [] : [s.inp]));
  return {
    lcp,
    lcpElement: samples.find((s) => s.lcp === lcp)?.lcpElement ?? '',
    row: median(samples.map((s) => s.row)),
    tbt: median(samples.map((s) => s.tbt)),
    jsKib: median(samples.map((s) => s.jsKib)),
    kib: median(samples.map((s) => s.kib)),
    cls: median(samples.map((s) => s.cls)),
    worstCls: Math.max(...samples.map((s) => s.cls)),
    ...(inps.length > 0 && { inp: median(inps) }),
  };
}

export interface Compared {
  profile: string;
  page: Summary;
  reference: Summary;
}

const FIGURES: { name: string; of: (s: Summary) => number; digits?: number }[] = [
  { name: 'LCP ms', of: (s) => s.lcp },
  { name: 'first data row painted ms', of: (s) => s.row },
  { name: 'TBT ms', of: (s) => s.tbt },
  { name: 'JS on the wire KiB', of: (s) => s.jsKib, digits: 1 },
  { name: 'worst CLS', of: (s) => s.worstCls, digits: 3 },
];

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** `a` as a multiple of `b`, or a dash when `b` is 0. */
export const ratio = (a: number, b: number) => (b > 0 ? `${round(a / b, 2).toFixed(2)}×` : '—');

export function printComparison(compared: Compared[]): void {
  console.log(`\n${REFERENCE_COMPARED} against the ${REFERENCE_LABEL}, same profiles, session and runs:`);
  console.table(
    compared.flatMap(({ profile, page, reference }) =>
      FIGURES.map(({ name, of, digits }) => ({
        profile,
        figure: name,
        [REFERENCE_COMPARED]: round(of(page), digits),
        reference: round(of(reference), digits),
        'console ÷ reference': ratio(of(page), of(reference)),
      })),
    ),
  );
  for (const { profile, page, reference } of compared)
    console.log(
      `${profile}: content (first row) ${ratio(page.row, reference.row)} the reference's, LCP ${ratio(page.lcp, reference.lcp)}; LCP element ${page.lcpElement} | reference ${reference.lcpElement}`,
    );
}
