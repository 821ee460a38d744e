// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../dataProvider/testing';
import { routes } from '../../paths';
import StatsPage from './StatsPage';
import { STATS_TEXTS } from './texts';

vi.mock('../../authProvider/useSession', () => ({
  useSession: () => ({ status: 'authenticated', user: { id: 'staff-1', permissions: ['superuser'] } }),
}));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 14:30 local time: the hour that began 24 hours ago is half inside the last 24 hours.
const NOW = new Date(2026, 2, 15, 14, 30).getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

describe('Stats page revenue', () => {
  it('shows the purchases of exactly the last 24 hours, as the server sums them over that window', async () => {
    // Hourly, the hour from 14:00 yesterday holds 1,001 MC bought at 14:45 (inside the window) and the current
    // hour 500 MC; the whole hours starting after 14:30 yesterday hold only the 500.
    const hourly = {
      results: [
        { timeslice: NOW - DAY - 30 * 60_000, count: 1, total: 1_001 },
        { timeslice: NOW - 30 * 60_000, count: 1, total: 500 },
      ],
      timeslice_length: HOUR,
    };
    const getInventoryTotals = vi.fn((_from: number, _dev: boolean, timeslice: number) =>
      Promise.resolve(
        timeslice === DAY
          ? { results: [{ timeslice: NOW - DAY, count: 2, total: 1_501 }], timeslice_length: DAY }
          : hourly,
      ),
    );
    renderPage(<StatsPage />, {
      path: routes.adminStats,
      url: routes.adminStats,
      dataProvider: {
        getInventoryTotals,
        getInfiniverseTotals: () => Promise.resolve({ results: [], timeslice_length: HOUR }),
        getBiggestSpenders: () => Promise.resolve({ results: [] }),
      },
    });
    const revenue = await screen.findByRole('region', { name: STATS_TEXTS.revenueTitle });
    const day = within(revenue).getByText(STATS_TEXTS.revenueDay).nextElementSibling;
    // (1,501 − 1)/100 dollars.
    expect(day?.textContent).toBe('$15.00');
    expect(getInventoryTotals).toHaveBeenCalledWith(NOW - DAY, false, DAY, expect.anything());
  });
});
