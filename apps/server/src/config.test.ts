import { describe, expect, it } from 'vitest';
import { DEV_BUILTIN_VENDOR_SECRET, loadConfig } from './config.js';

describe('config', () => {
  it('uses the development vendor secret outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).builtinVendorSecret).toBe(DEV_BUILTIN_VENDOR_SECRET);
    expect(loadConfig({ NODE_ENV: 'test', LOTUS_VENDOR_SECRET: 's3cret' }).builtinVendorSecret).toBe(
      's3cret',
    );
  });

  it('refuses to start in production without a vendor secret of its own', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/LOTUS_VENDOR_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', LOTUS_VENDOR_SECRET: 'x'.repeat(32) }).dev).toBe(false);
  });
});
