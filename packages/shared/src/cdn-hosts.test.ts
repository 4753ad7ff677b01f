import { describe, expect, it } from 'vitest';
import { onImageHost, pickHost, usableHosts } from './cdn-hosts.js';

describe('CDN hosts', () => {
  it('pick one usable host at random, else the default', () => {
    const hosts = ['https://a.example/', 'ftp://b.example', 'not a url', 'http://c.example:8080/x'];
    expect(usableHosts(hosts)).toEqual(['https://a.example', 'http://c.example:8080']);
    expect(pickHost(hosts, null, () => 0)).toBe('https://a.example');
    expect(pickHost(hosts, null, () => 0.99)).toBe('http://c.example:8080');
    const seen = new Set(Array.from({ length: 200 }, () => pickHost(hosts, null)));
    expect(seen).toEqual(new Set(['https://a.example', 'http://c.example:8080']));
    expect(pickHost([], 'https://default.example')).toBe('https://default.example');
    expect(pickHost(undefined, null)).toBeNull();
    expect(pickHost(['javascript:alert(1)'], null)).toBeNull();
    expect(
      usableHosts([
        'HTTPS://IMG.Example:443/a',
        'http://x.example:80',
        'https://u:p@x.example',
        'https://x.example:99999',
      ]),
    ).toEqual(['https://img.example', 'http://x.example']);
  });

  it('put site-relative images on the host', () => {
    expect(onImageHost('/games/koi.webp', 'https://img.example')).toBe('https://img.example/games/koi.webp');
    expect(onImageHost('https://x.example/a.png', 'https://img.example')).toBe('https://x.example/a.png');
    expect(onImageHost('//x.example/a.png', 'https://img.example')).toBe('//x.example/a.png');
    expect(onImageHost('data:image/png;base64,AA', 'https://img.example')).toBe('data:image/png;base64,AA');
    expect(onImageHost('/games/koi.webp', null)).toBe('/games/koi.webp');
  });
});
