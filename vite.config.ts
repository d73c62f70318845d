import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

const webSource = join(import.meta.dirname, 'web/src');
/** The boot module: the unlock screen, or the app (app/start.tsx, loaded on demand). */
const boot = join(webSource, 'main.ts');
const app = join(webSource, 'app/start.tsx');
/** The service worker's registration, which the boot loads on its own (the unlock screen's page registers it too). */
const pwaRegister = join(webSource, 'lib/pwa-register.ts');

interface ModuleGraph {
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
}

/** `root` and every module it imports statically, directly or not. */
function staticImports(root: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const next = [root];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    next.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

const firstScreens = new WeakMap<ModuleGraph, Set<string>>();

/**
 * The chunk of the modules the app's first screen runs (what app/start.tsx imports statically, less the boot's own):
 * one file, instead of a score of small ones shared with the lazy pages and modals, each a request and each
 * compressed apart. The boot's modules stay in the boot's chunk, and those of the service worker's registration in
 * theirs, so the unlock screen loads none of the app.
 */
function firstScreenChunk(id: string, graph: ModuleGraph): string | null {
  let modules = firstScreens.get(graph);
  if (!modules) {
    const bootModules = new Set([...staticImports(boot, graph), ...staticImports(pwaRegister, graph)]);
    modules = new Set([...staticImports(app, graph)].filter((module) => !bootModules.has(module)));
    firstScreens.set(graph, modules);
  }
  return modules.has(id) ? 'app' : null;
}

/** The page's background in each theme (web/src/index.css, --background), for the phone's status bar. */
const background = { light: '#f5f7f9', dark: '#0b0e14' };

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    tailwindcss(),
    // The installable app: the manifest and a Workbox service worker, generated at build time from the build's
    // own files (nothing is fetched). Off in `npm run dev`.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'theme-init.js', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Watchlist',
        short_name: 'Watchlist',
        description: "Your household's shared movie and TV watchlist",
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: background.dark,
        theme_color: background.dark,
        categories: ['entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'Search', url: '/search', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
          {
            name: 'Random pick',
            short_name: 'Random',
            url: '/?random=1',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
          },
          { name: 'Recap', url: '/statistics', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
        ],
        share_target: {
          action: '/share',
          method: 'GET',
          params: { title: 'title', text: 'text', url: 'url' },
        },
      },
      workbox: {
        // The app shell: every built file but the gzipped copies and the fonts' non-Latin subsets, which a browser
        // fetches (and the poster cache below does not keep) only for text that needs them.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'assets/inter-latin-*.woff2'],
        globIgnores: ['**/*.gz'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/img(\/|$)/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Posters and backdrops the app has shown: the newest 400 for 30 days, oldest out.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/img/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'posters',
              expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the modules named: their dependencies are either named too or the boot's.
          includeDependenciesRecursively: false,
          groups: [{ name: firstScreenChunk, debugName: 'first screen' }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/img': apiTarget,
    },
  },
});
