// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SCRIPT_MARKER, injectScripts, isLoadableScript } from './script-tags';

const entry = (id: number, src: string, position: 'HEAD' | 'BODY' = 'BODY') => ({
  id,
  csType: 'LIVECHAT',
  position,
  src,
});

describe('customer-service script tags', () => {
  it('runs https files only', () => {
    expect(isLoadableScript(entry(1, 'https://cs.example.com/w.js'))).toBe(true);
    expect(isLoadableScript(entry(2, 'http://cs.example.com/w.js'))).toBe(false);
    expect(isLoadableScript(entry(3, 'javascript:alert(1)'))).toBe(false);
    expect(isLoadableScript(entry(4, 'not a url'))).toBe(false);
  });

  it('adds each script once, in the place it asks for', () => {
    const scripts = [
      entry(1, 'https://cs.example.com/head.js', 'HEAD'),
      entry(2, 'https://cs.example.com/body.js'),
      entry(3, 'http://cs.example.com/plain.js'),
    ];
    expect(injectScripts(document, scripts)).toBe(2);
    expect(injectScripts(document, scripts)).toBe(0);
    expect(document.head.querySelectorAll(`script[${SCRIPT_MARKER}]`)).toHaveLength(1);
    const body = document.body.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARKER}="2"]`);
    expect(body?.src).toBe('https://cs.example.com/body.js');
    expect(body?.async).toBe(true);
  });
});
