import { describe, expect, it } from 'vitest';
import { INDEXABLE_PATHS, ROBOTS_INDEX, ROBOTS_NOINDEX, applyRobotsMeta, robotsContent } from './robots';

describe('robots', () => {
  it('indexes every listed single-level path on a www host', () => {
    for (const path of INDEXABLE_PATHS) expect(robotsContent('www.example.com', path)).toBe(ROBOTS_INDEX);
    expect(INDEXABLE_PATHS.size).toBe(19);
  });

  it('indexes listed paths on the local host, with or without a port', () => {
    expect(robotsContent('localhost:8080', '/register.html')).toBe(ROBOTS_INDEX);
    expect(robotsContent('127.0.0.1', '/')).toBe(ROBOTS_INDEX);
    expect(robotsContent('WWW.Example.com:443', '/live/')).toBe(ROBOTS_INDEX);
  });

  it('does not index hosts that are neither public www nor local', () => {
    expect(robotsContent('m.example.com', '/')).toBe(ROBOTS_NOINDEX);
    expect(robotsContent('example.com', '/register')).toBe(ROBOTS_NOINDEX);
    expect(robotsContent('agent.www.example.com', '/')).toBe(ROBOTS_NOINDEX);
    expect(robotsContent('192.168.1.5', '/')).toBe(ROBOTS_NOINDEX);
  });

  it('does not index deeper or unlisted paths', () => {
    for (const path of [
      '/login',
      '/member',
      '/lottery',
      '/lottery/trend',
      '/help/faq',
      '/rng/x',
      '/maintenance',
      '/nope',
    ]) {
      expect(robotsContent('www.example.com', path)).toBe(ROBOTS_NOINDEX);
    }
  });

  it('keeps exactly one meta tag in sync', () => {
    document.head.innerHTML = '<meta name="robots" content="x"><meta name="robots" content="y">';
    applyRobotsMeta(document, 'localhost', '/login');
    let metas = document.head.querySelectorAll('meta[name="robots"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.getAttribute('content')).toBe('noindex,nofollow');
    applyRobotsMeta(document, 'localhost', '/');
    metas = document.head.querySelectorAll('meta[name="robots"]');
    expect(metas[0]?.getAttribute('content')).toBe('index,follow');
    document.head.innerHTML = '';
    applyRobotsMeta(document, 'localhost', '/member');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex,nofollow',
    );
  });
});
