// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVEAL_WITHIN_MS, RevealTogether } from './RevealTogether';
import { COMPONENT_TEXTS } from './texts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Section({ name, read }: { name: string; read: () => Promise<string> }) {
  const value = useQuery({ queryKey: [name], queryFn: read });
  return (
    <section aria-label={name}>
      {name}: {value.data ?? COMPONENT_TEXTS.loading}
    </section>
  );
}

function renderSections(reads: Record<string, () => Promise<string>>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RevealTogether>
        {Object.entries(reads).map(([name, read]) => (
          <Section key={name} name={name} read={read} />
        ))}
      </RevealTogether>
    </QueryClientProvider>,
  );
}

/** A read that answers when told to. */
function held(value: string) {
  let answer = () => undefined as void;
  const read = () => new Promise<string>((resolve) => (answer = () => resolve(value)));
  return { read, answer: () => answer() };
}

describe('RevealTogether', () => {
  it('keeps the sections hidden, a progress bar above them, until every read has settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = held('one');
    const second = held('two');
    renderSections({ First: first.read, Second: second.read });
    expect(screen.getByRole('progressbar', { name: COMPONENT_TEXTS.loading })).toBeTruthy();
    await act(async () => first.answer());
    await act(() => vi.advanceTimersByTimeAsync(500));
    // One read answered, one still out: nothing is shown yet.
    expect(screen.queryByRole('region', { name: 'First' })).toBeNull();
    await act(async () => second.answer());
    expect(await screen.findByRole('region', { name: 'First' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Second' }).textContent).toBe('Second: two');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the sections after its time limit when a read never settles, each with its own loading line', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSections({ Slow: () => new Promise<string>(() => undefined) });
    await act(() => vi.advanceTimersByTimeAsync(REVEAL_WITHIN_MS - 100));
    expect(screen.queryByRole('region', { name: 'Slow' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('region', { name: 'Slow' }).textContent).toBe(`Slow: ${COMPONENT_TEXTS.loading}`);
  });
});
