// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useGetOne } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminDocument } from '../../api/types';
import { useCreateRecord, useUpdateRecord } from '../../dataProvider/collections.queries';
import type { AppDataProvider } from '../../dataProvider';
import { renderPage } from '../../dataProvider/testing';
import { COLLECTIONS, COLLECTION_WRITES, type CollectionWrites } from '../../../common/api/collections';
import { recordWrites } from './recordWrites';

afterEach(cleanup);

const match = { id: 'sm-1', input: 'plaza', output: 'the plaza', timestamp: '2026-01-01T00:00:00.000Z' };
const writes = recordWrites('stringmatches')!;

/** Shows the record as read and saves or creates it with fixed fields. */
function Probe() {
  const { data } = useGetOne<AdminDocument>('admin/stringmatches', { id: match.id });
  const update = useUpdateRecord('stringmatches', writes.update);
  const create = useCreateRecord('stringmatches', writes.create!);
  return (
    <>
      <p>{typeof data?.output === 'string' ? data.output : ''}</p>
      <button
        onClick={() =>
          void update.mutateAsync({ id: match.id, version: match.timestamp, fields: { output: 'edited' } })
        }
      >
        Save
      </button>
      <button onClick={() => void create.mutateAsync({ input: 'new', output: 'made' })}>Create</button>
    </>
  );
}

describe('record writes', () => {
  it('sends a save through the typed method with the version read, then reads the record again', async () => {
    let output = match.output;
    const getOne = vi.fn(() => Promise.resolve({ data: { ...match, output } }) as never);
    const updateAdminStringmatch = vi.fn((_id: string, _version: string, fields: { output: string }) => {
      output = fields.output;
      return Promise.resolve({ ...match, output } as AdminDocument);
    });
    renderPage(<Probe />, {
      path: '/',
      url: '/',
      dataProvider: { getOne: getOne as AppDataProvider['getOne'], updateAdminStringmatch },
    });

    expect(await screen.findByText('the plaza')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('edited')).toBeTruthy();
    expect(updateAdminStringmatch).toHaveBeenCalledWith(match.id, match.timestamp, { output: 'edited' });
    expect(getOne).toHaveBeenCalledTimes(2);
  });

  it('creates through the typed method and reads the collection again', async () => {
    const getOne = vi.fn(() => Promise.resolve({ data: match }));
    const createAdminStringmatch = vi.fn(() => Promise.resolve({ ...match, id: 'sm-2' } as AdminDocument));
    renderPage(<Probe />, {
      path: '/',
      url: '/',
      dataProvider: { getOne: getOne as AppDataProvider['getOne'], createAdminStringmatch },
    });

    expect(await screen.findByText('the plaza')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    expect(createAdminStringmatch).toHaveBeenCalledWith({ input: 'new', output: 'made' });
  });

  it('offers no create for collections that cannot be created from the console', () => {
    expect(recordWrites('events')?.create).toBeUndefined();
    expect(recordWrites('users')).toBeUndefined();
  });

  it('offers exactly the writes the contract declares for each collection (x-collection-writes)', () => {
    for (const collection of COLLECTIONS) {
      const declared: CollectionWrites = COLLECTION_WRITES[collection];
      const writes = recordWrites(collection);
      expect(Boolean(writes), collection).toBe(Boolean(declared.update));
      expect(Boolean(writes?.create), collection).toBe(Boolean(declared.create));
      expect(Boolean(writes?.remove), collection).toBe(Boolean(declared.delete));
      expect(Boolean(declared.readOnly), collection).toBe(!declared.update);
    }
  });
});
