/** Knowledge Base documents of a metaverse (staff-and-agents.md §2.18, §5). */
import { beforeAll, describe, expect, it } from 'vitest';
import { indexDocument } from '../../lib/knowledge/index.ts';
import { apiTest } from '../api-test.ts';
import { pngOfSize, type Session } from '../helpers.ts';
import { docxBomb } from '../hostile-files.ts';

interface Doc {
  id: string;
  name: string;
  mimetype: string;
  index?: { status: string; error: string };
}

const logLines: string[] = [];
const api = apiTest({
  roles: ['owner', 'member'],
  config: { logLevel: 'info' },
  build: { logStream: { write: (line: string) => void logLines.push(line) } },
});
let stranger: Session;

beforeAll(async () => {
  stranger = await api.signup();
});

const premium = { domain: 'demo-premium' };

const upload = (name: string, bytes: Buffer, type: string, only?: 'documents', status?: number) =>
  api.op(
    'uploadContent',
    {
      path: premium,
      query: { name, only },
      body: bytes,
      headers: { 'content-type': type, 'x-shapevr-name': name },
      as: 'owner',
    },
    status,
  );

const list = (as: 'owner' | 'member' | Session | null, domain = 'demo-premium', status?: number) =>
  api.op('listSupportDocs', { path: { domain }, as }, status);

describe('knowledge base', () => {
  it('lists the documents of the content to members, not the images', async () => {
    await upload('guide.md', Buffer.from('# Guide\n'), 'text/markdown', undefined, 200);
    await upload('rules.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf', undefined, 200);
    await upload('photo.png', pngOfSize(200), 'image/png', undefined, 200);
    const res = await list('member', 'demo-premium', 200);
    // Newest first; demo content may already hold documents of its own after these two.
    const docs: Doc[] = res.json;
    expect(docs.slice(0, 2).map((d) => d.name)).toEqual(['rules.pdf', 'guide.md']);
    expect(docs.map((d) => d.name)).not.toContain('photo.png');
    expect(
      docs.every((d) => /^(application\/pdf|text\/markdown|application\/vnd\.openxml)/.test(d.mimetype)),
    ).toBe(true);
  });

  it('tells members whether the agents can quote each document yet', async () => {
    const docs = (): Promise<Doc[]> => list('member').then((res) => res.json);
    // The demo's own note is indexed when the world is seeded.
    expect((await docs()).find((d) => d.name === 'welcome.md')?.index).toEqual({
      status: 'indexed',
      error: '',
    });
    const good = (await upload('pier.md', Buffer.from('# Pier\nOpens at noon.\n'), 'text/markdown')).json.id;
    const bad = (await upload('broken.pdf', Buffer.from('%PDF-1.4\nnot a pdf'), 'application/pdf')).json.id;
    const find = async (id: string) => (await docs()).find((d) => d.id === id)?.index;
    expect(['queued', 'indexed']).toContain((await find(good))?.status);
    await indexDocument(api.app, good);
    await expect(indexDocument(api.app, bad)).rejects.toThrow();
    expect(await find(good)).toEqual({ status: 'indexed', error: '' });
    expect(await find(bad)).toEqual({ status: 'failed', error: 'This PDF could not be read.' });
  });

  it('logs a refused document as one line, without a stack', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const bomb = (await upload('bomb.docx', await docxBomb(140_000_000), docx, undefined, 200)).json.id;
    const torn = (await upload('torn.docx', Buffer.from('PK\u0003\u0004 torn'), docx, undefined, 200)).json
      .id;
    await expect(indexDocument(api.app, bomb)).rejects.toThrow();
    await expect(indexDocument(api.app, torn)).rejects.toThrow();
    const entries = (id: string) =>
      logLines
        .map((line) => JSON.parse(line) as { document?: string; msg: string })
        .filter((entry) => entry.document === id);
    // Read here and by the upload's own indexing job: each reading says so once.
    for (const [id, refusal] of [
      [bomb, 'This DOCX could not be read: it unpacks to more than we index.'],
      [torn, 'This DOCX could not be read: it is not a Word document.'],
    ] as const) {
      expect(entries(id).length, id).toBeGreaterThan(0);
      for (const entry of entries(id)) {
        expect(entry).toMatchObject({ msg: 'knowledge document refused', refusal });
        expect(entry).not.toHaveProperty('err');
      }
    }
  });

  it('refuses anything but a document when the upload is for the Knowledge Base only', async () => {
    const before = (await list('member')).json.length;
    // Judged from the bytes: a PNG named like a document is still refused.
    const png = await upload('notes.md', pngOfSize(200), 'text/markdown', 'documents', 415);
    expect(png.text).toBe('Only .md, .pdf and .docx files can be added to the Knowledge Base');
    await upload('faq.md', Buffer.from('# FAQ\n'), 'text/markdown', 'documents', 200);
    expect((await list('member')).json.length).toBe(before + 1);
    await api.op(
      'uploadContent',
      {
        path: premium,
        invalidQuery: { only: 'sounds', name: 'a.md' },
        body: Buffer.from('# A\n'),
        headers: { 'content-type': 'text/markdown' },
        as: 'owner',
      },
      400,
    );
  });

  it('drops a deleted document from the list', async () => {
    const [doc] = (await list('member')).json;
    const path = { ...premium, id: doc.id };
    await api.op('deleteContent', { path, as: 'member' }, 403);
    await api.op('deleteContent', { path, as: 'owner' }, 200);
    expect((await list('member')).json.map((d) => d.id)).not.toContain(doc.id);
  });

  it('refuses signed-out callers, non-members and unknown metaverses', async () => {
    await list(null, 'demo-premium', 401);
    await list(stranger, 'demo-premium', 403);
    await list('owner', 'nope', 404);
  });
});
