import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, ProxyOptions } from 'vite';
import { defineConfig } from 'vitest/config';

/*
 * WORLDS_API_URL=https://host npm run dev (or npm run preview) proxies /v1 from
 * the dashboard's own origin to that server, since real servers allow no
 * cross-origin calls. WORLDS_API_KEY, when set, is added here, in the proxy, so
 * the key never reaches the browser.
 */
const apiUrl = process.env.WORLDS_API_URL?.trim() ?? '';
const apiKey = process.env.WORLDS_API_KEY?.trim() ?? '';

const proxy: Record<string, ProxyOptions> | undefined = apiUrl
  ? {
      '/v1': {
        target: apiUrl,
        changeOrigin: true,
        headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : undefined,
      },
    }
  : undefined;

/*
 * The production build forbids inline scripts (and plugins, foreign forms).
 * Requests may go to any http(s) server, since the base URL is a setting: a
 * deliberate trade-off. A <meta> policy cannot forbid framing; the reverse
 * proxy's headers should (see the README). Dev keeps Vite's inline helpers,
 * so this applies to builds only.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self' https: http:",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const contentSecurityPolicy: Plugin = {
  name: 'content-security-policy',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
      injectTo: 'head-prepend',
    },
  ],
};

export default defineConfig({
  plugins: [react(), tailwindcss(), contentSecurityPolicy],
  define: {
    __WORLDS_API_PROXY_HOST__: JSON.stringify(apiUrl ? new URL(apiUrl).host : ''),
  },
  server: { proxy },
  preview: { proxy },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
});
