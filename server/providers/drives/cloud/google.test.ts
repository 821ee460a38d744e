import { describe, expect, it } from 'vitest';
import { FOLDER_MIME_TYPE, googleAuthorizeUrl, googleItem, googleQuery } from './google.ts';

describe('googleAuthorizeUrl', () => {
  it('asks for read-only Drive access with a refresh token, keeping the state and redirect URI', () => {
    const url = new URL(
      googleAuthorizeUrl(
        'https://accounts.google.com/o/oauth2/v2/auth',
        'client-1',
        'state-abc',
        'https://console.example/v2/oauth/callback',
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      redirect_uri: 'https://console.example/v2/oauth/callback',
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/drive.readonly',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: 'state-abc',
    });
  });
});

describe('googleQuery', () => {
  it('lists the children of a folder that are not in the bin', () => {
    expect(googleQuery('root', [])).toBe("'root' in parents and trashed = false");
  });

  it('keeps folders when filtering by type; a trailing slash is a prefix, anything else an exact type', () => {
    expect(googleQuery('abc', ['image/', 'video/mp4'])).toBe(
      "'abc' in parents and trashed = false and (mimeType = 'application/vnd.google-apps.folder' or " +
        "mimeType contains 'image/' or mimeType = 'video/mp4')",
    );
  });

  it('escapes quotes and backslashes so a value cannot change the query', () => {
    expect(googleQuery("a' or 'x", ['a\\b'])).toBe(
      "'a\\' or \\'x' in parents and trashed = false and " +
        "(mimeType = 'application/vnd.google-apps.folder' or mimeType contains 'a\\\\b')",
    );
  });
});

describe('googleItem', () => {
  it('maps a file: size from its string, Drive page as url, thumbnail, dimensions, creation time', () => {
    expect(
      googleItem({
        id: 'f1',
        name: 'photo.jpg',
        mimeType: 'image/jpeg',
        size: '123456',
        webViewLink: 'https://drive.google.com/file/d/f1/view',
        thumbnailLink: 'https://lh3.googleusercontent.com/f1',
        createdTime: '2024-05-01T10:00:00Z',
        imageMediaMetadata: { width: 800, height: 600 },
      }),
    ).toEqual({
      id: 'f1',
      name: 'photo.jpg',
      type: 'file',
      mimeType: 'image/jpeg',
      size: 123456,
      width: 800,
      height: 600,
      url: 'https://drive.google.com/file/d/f1/view',
      thumbnailUri: 'https://lh3.googleusercontent.com/f1',
      created: '2024-05-01T10:00:00.000Z',
    });
  });

  it('maps a folder to a directory without file fields, and skips entries without an id', () => {
    expect(googleItem({ id: 'd1', name: 'Trips', mimeType: FOLDER_MIME_TYPE, webViewLink: 'x' })).toEqual({
      id: 'd1',
      name: 'Trips',
      type: 'directory',
    });
    expect(googleItem({ name: 'no id' })).toBeNull();
  });

  it('leaves out what Drive does not know (a Google Doc has no size) or sends malformed', () => {
    expect(
      googleItem({
        id: 'doc',
        name: 'Notes',
        mimeType: 'application/vnd.google-apps.document',
        size: 'lots',
        createdTime: 'yesterday',
      }),
    ).toEqual({ id: 'doc', name: 'Notes', type: 'file', mimeType: 'application/vnd.google-apps.document' });
  });
});
