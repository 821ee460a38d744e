import { describe, expect, it } from 'vitest';
import { vimeoAuthorizeUrl, vimeoItem, vimeoNextPage, vimeoThumbnail } from './vimeo.ts';

describe('vimeoAuthorizeUrl', () => {
  it('sends the user to {api}/oauth/authorize for public, private and video file access', () => {
    const url = new URL(vimeoAuthorizeUrl('https://api.vimeo.com', 'client-2', 's1', 'https://c.example/cb'));
    expect(`${url.origin}${url.pathname}`).toBe('https://api.vimeo.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-2',
      redirect_uri: 'https://c.example/cb',
      scope: 'public private video_files',
      state: 's1',
    });
  });
});

describe('vimeoNextPage', () => {
  it('takes the page number of paging.next as the next page token', () => {
    expect(vimeoNextPage('/me/videos?page=3&per_page=100')).toBe('3');
    expect(vimeoNextPage('https://api.vimeo.com/me/videos?per_page=2&page=12')).toBe('12');
  });

  it('has no token on the last page or for a link it does not understand', () => {
    expect(vimeoNextPage(null)).toBeUndefined();
    expect(vimeoNextPage('')).toBeUndefined();
    expect(vimeoNextPage('/me/videos?per_page=2')).toBeUndefined();
    expect(vimeoNextPage('/me/videos?page=0')).toBeUndefined();
    expect(vimeoNextPage('/me/videos?page=2x')).toBeUndefined();
  });
});

describe('vimeoThumbnail', () => {
  it('picks the smallest picture at least 200 wide, else the largest', () => {
    const sizes = [
      { width: 1920, link: 'big' },
      { width: 100, link: 'tiny' },
      { width: 295, link: 'medium' },
    ];
    expect(vimeoThumbnail({ sizes })).toBe('medium');
    expect(
      vimeoThumbnail({
        sizes: [
          { width: 100, link: 'tiny' },
          { width: 150, link: 'small' },
        ],
      }),
    ).toBe('small');
    expect(vimeoThumbnail({ sizes: [] })).toBeUndefined();
    expect(vimeoThumbnail(null)).toBeUndefined();
  });
});

describe('vimeoItem', () => {
  it('maps a video to a file that opens at its Vimeo page', () => {
    expect(
      vimeoItem({
        uri: '/videos/76979871',
        name: 'Tour',
        description: 'A walk round',
        link: 'https://vimeo.com/76979871',
        created_time: '2024-06-01T09:00:00+00:00',
        width: 1280,
        height: 720,
        pictures: { sizes: [{ width: 640, link: 'https://i.vimeocdn.com/640.jpg' }] },
      }),
    ).toEqual({
      id: '76979871',
      name: 'Tour',
      description: 'A walk round',
      type: 'file',
      mimeType: 'video/mp4',
      width: 1280,
      height: 720,
      url: 'https://vimeo.com/76979871',
      thumbnailUri: 'https://i.vimeocdn.com/640.jpg',
      created: '2024-06-01T09:00:00.000Z',
    });
  });

  it('skips what is not a video', () => {
    expect(vimeoItem({ uri: '/users/1', name: 'Someone' })).toBeNull();
    expect(vimeoItem({ name: 'No uri' })).toBeNull();
  });
});
