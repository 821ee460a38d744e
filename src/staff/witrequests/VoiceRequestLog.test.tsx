// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../dataProvider';
import { renderPage } from '../../dataProvider/testing';
import { WIT_TEXTS as T } from './texts';
import { VoiceRequestLog } from './VoiceRequestLog';

afterEach(cleanup);

const log = {
  reduceddestination: 'plaza',
  textindexdestination: 'demo-business/locations/plaza',
  visibilityquery: { domainaccess: 'public' },
  priormatches: [{ input: 'take me to the plaza', output: 'plaza', score: 0.75, uses: 4 }],
  potentialmatches: {
    locations: [{ id: 'loc-1', nickname: 'The Plaza', path: 'demo-business/locations/plaza', rating: 0.92 }],
    users: [],
  },
  prequery: { rooms: ['demo-business/locations/home'], friends: ['user-2'], people: [] },
  experiment: 'b',
};

describe('the voice request log', () => {
  it('shows each part of the log in its own section, people by name, and the rest as JSON', async () => {
    const getOne = vi.fn(() => Promise.resolve({ data: { id: 'user-2', nickname: 'Demo Host' } }));
    renderPage(<VoiceRequestLog log={log} />, {
      path: '/',
      url: '/',
      dataProvider: { getOne: getOne as unknown as AppDataProvider['getOne'] },
    });
    expect(screen.getByText(`${T.reducedDestination}: plaza`)).toBeTruthy();
    expect(screen.getByText(`${T.textIndexDestination}: demo-business/locations/plaza`)).toBeTruthy();

    const prior = screen.getByRole('table', { name: T.priorMatches });
    expect(within(prior).getByRole('cell', { name: 'take me to the plaza' })).toBeTruthy();
    expect(within(prior).getByRole('cell', { name: '0.75' })).toBeTruthy();

    const locations = screen.getByRole('table', { name: T.potentialList('locations') });
    expect(within(locations).getByRole('cell', { name: 'The Plaza' })).toBeTruthy();
    expect(within(locations).getByRole('cell', { name: '0.92' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: T.potentialList('users') })).toBeTruthy();

    expect(screen.getByText('demo-business/locations/home')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Demo Host' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: T.otherLog })).toBeTruthy();
    expect(screen.getByText(/"experiment": "b"/)).toBeTruthy();
  });

  it('shows a log that is not an object as it is', () => {
    renderPage(<VoiceRequestLog log="plain words" />, { path: '/', url: '/', dataProvider: {} });
    expect(screen.getByText('"plain words"')).toBeTruthy();
  });
});
