// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SupportDoc } from '../../dataProvider/entities';
import { businessPlan, deferred, ownedDomain, renderPage } from '../../dataProvider/testing';
import { SupportDocsPage } from './SupportDocsPage';
import { SUPPORT_DOCS_TEXTS as T } from './texts';

vi.mock(
  '../../authProvider/useSession',
  async () => (await import('../../dataProvider/testing')).ownerSessionModule,
);

afterEach(cleanup);

const guide: SupportDoc = {
  id: 'doc-1',
  name: 'guide.md',
  mimetype: 'text/markdown',
  size: 3_482,
  blob: 'a'.repeat(64),
  folder: 'uploads',
  created: '2026-01-01T00:00:00.000Z',
  index: { status: 'indexed', error: '' },
};
const broken: SupportDoc = {
  ...guide,
  id: 'doc-2',
  name: 'broken.pdf',
  size: 120,
  index: { status: 'failed', error: 'This PDF could not be read.' },
};

describe('Knowledge Base', () => {
  it('says it is loading rather than that there are no documents, then each size and whether agents can quote it', async () => {
    const docs = deferred<SupportDoc[]>();
    renderPage(<SupportDocsPage />, {
      path: '/domains/:uri/supportdocs',
      url: '/domains/moonbase/supportdocs',
      dataProvider: {
        getDomain: () => Promise.resolve(ownedDomain),
        getDomainPlan: () => Promise.resolve(businessPlan),
        listSupportDocs: () => docs.promise,
      },
    });
    expect(await screen.findByText(T.loading)).toBeTruthy();
    expect(screen.queryByText(T.none)).toBeNull();
    docs.resolve([guide, broken]);
    const list = await screen.findByRole('list', { name: T.publicDocuments });
    expect(await within(list).findByText(`3.4 KB · ${T.index.indexed}`)).toBeTruthy();
    expect(within(list).getByText('120 bytes · Not indexed: This PDF could not be read.')).toBeTruthy();
    expect(screen.queryByText(T.loading)).toBeNull();
  });
});
