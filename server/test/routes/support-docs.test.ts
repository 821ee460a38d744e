/** Knowledge Base documents of a metaverse (staff-and-agents.md §2.18, §5). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  createTestApp,
  expectMatchesSchema,
  login,
  pngOfSize,
  signupAndLogin,
  type Session,
  type TestApp,
} from '../helpers.ts';

interface Doc {
  id: string;
  name: string;
  mimetype: string;
}

let t: TestApp;
let owner: Session;
let member: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member] = await Promise.all(['owner', 'member'].map((r) => login(t.app, `${r}@demo.test`)));
  stranger = await signupAndLogin(t.app);
});
afterAll(() => t.close());

const upload = (session: Session, name: string, bytes: Buffer, type: string) =>
  asUser(t.app, session, {
    method: 'POST',
    url: `/v2/domains/demo-premium/content?name=${encodeURIComponent(name)}`,
    payload: bytes,
    headers: { 'content-type': type, 'x-shapevr-name': name },
  });

const list = (session: Session | null, uri = 'demo-premium') =>
  asUser(t.app, session, { method: 'GET', url: `/v2/domains/${uri}/supportdocs` });

describe('knowledge base', () => {
  it('lists the documents of the content to members, not the images', async () => {
    expect((await upload(owner, 'guide.md', Buffer.from('# Guide\n'), 'text/markdown')).statusCode).toBe(200);
    expect(
      (await upload(owner, 'rules.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf')).statusCode,
    ).toBe(200);
    expect((await upload(owner, 'photo.png', pngOfSize(200), 'image/png')).statusCode).toBe(200);
    const res = await list(member);
    expectMatchesSchema(res, 'listSupportDocs', 200);
    // Newest first; demo content may already hold documents of its own after these two.
    const docs = res.json<Doc[]>();
    expect(docs.slice(0, 2).map((d) => d.name)).toEqual(['rules.pdf', 'guide.md']);
    expect(docs.map((d) => d.name)).not.toContain('photo.png');
    expect(
      docs.every((d) => /^(application\/pdf|text\/markdown|application\/vnd\.openxml)/.test(d.mimetype)),
    ).toBe(true);
  });

  it('refuses anything but a document when the upload is for the Knowledge Base only', async () => {
    const only = (name: string, bytes: Buffer, type: string) =>
      asUser(t.app, owner, {
        method: 'POST',
        url: `/v2/domains/demo-premium/content?only=documents&name=${encodeURIComponent(name)}`,
        payload: bytes,
        headers: { 'content-type': type, 'x-shapevr-name': name },
      });
    const before = (await list(member)).json<Doc[]>().length;
    // Judged from the bytes: a PNG named like a document is still refused.
    const png = await only('notes.md', pngOfSize(200), 'text/markdown');
    expectMatchesSchema(png, 'uploadContent', 415);
    expect(png.body).toBe('Only .md, .pdf and .docx files can be added to the Knowledge Base');
    const md = await only('faq.md', Buffer.from('# FAQ\n'), 'text/markdown');
    expectMatchesSchema(md, 'uploadContent', 200);
    expect((await list(member)).json<Doc[]>().length).toBe(before + 1);
    const bad = await asUser(t.app, owner, {
      method: 'POST',
      url: '/v2/domains/demo-premium/content?only=images&name=a.md',
      payload: Buffer.from('# A\n'),
      headers: { 'content-type': 'text/markdown' },
    });
    expectMatchesSchema(bad, 'uploadContent', 400);
  });

  it('drops a deleted document from the list', async () => {
    const [doc] = (await list(member)).json<Doc[]>();
    const del = await asUser(t.app, member, {
      method: 'DELETE',
      url: `/v2/domains/demo-premium/content/${doc.id}`,
    });
    expect(del.statusCode).toBe(403);
    const ok = await asUser(t.app, owner, {
      method: 'DELETE',
      url: `/v2/domains/demo-premium/content/${doc.id}`,
    });
    expect(ok.statusCode).toBe(200);
    expect((await list(member)).json<Doc[]>().map((d) => d.id)).not.toContain(doc.id);
  });

  it('refuses signed-out callers, non-members and unknown metaverses', async () => {
    expectMatchesSchema(await list(null), 'listSupportDocs', 401);
    expectMatchesSchema(await list(stranger), 'listSupportDocs', 403);
    expectMatchesSchema(await list(owner, 'nope'), 'listSupportDocs', 404);
  });
});
