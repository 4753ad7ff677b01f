import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build-tools/**/*.test.ts'],
    setupFiles: ['src/app/test-setup.ts'],
    // vitest's own default, kept against the root config's two workers: many of these tests wait
    // a second at most for a render, which a second jsdom worker on two busy CPUs can exceed.
    maxWorkers: Math.max(1, availableParallelism() - 1),
  },
});
