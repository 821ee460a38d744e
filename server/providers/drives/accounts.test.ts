import { describe, expect, it } from 'vitest';
import type { DriveAccountRow } from '../../repositories/drive-accounts-repository.ts';
import { accountItem, localDriveName } from './accounts.ts';

const row = (patch: Partial<DriveAccountRow>): DriveAccountRow => ({
  id: 'drive-1',
  user_id: 'user-1',
  provider: 'local',
  kind: 'files',
  name: 'Local Files',
  credentials: null,
  created: new Date('2026-01-01T00:00:00Z'),
  ...patch,
});

describe('a linked drive as the Drives page lists it', () => {
  it('describes a local video drive as holding videos, a local file drive as holding files', () => {
    expect(accountItem(row({ kind: 'video', name: localDriveName('video') })).description).toBe(
      'Local drive of this server: the videos you uploaded to your metaverses',
    );
    expect(accountItem(row({ kind: 'files' })).description).toBe(
      'Local drive of this server: the files you uploaded to your metaverses',
    );
  });

  it('names the linked provider', () => {
    expect(accountItem(row({ provider: 'vimeo', kind: 'video' })).description).toBe('Linked Vimeo account');
    expect(accountItem(row({ provider: 'google' })).description).toBe('Linked Google Drive account');
  });
});
