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
  getModuleInfo: (id: string) => { importedIds: readonly string[]; code: string | null } | null;
}

/**
 * lucide-react's entry re-exports every icon, each from a module of its own: an import of one icon is followed to
 * that icon's module only, so that the first screen's chunk holds the icons it shows, not those of the lazy pages.
 */
const iconPackage = 'lucide-react';
const iconBarrel = /\/node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/;

/** The names a module's code imports from the icon package (`import { FilmIcon, XIcon as Close } from ...`). */
function iconsImported(code: string): string[] {
  const imports = code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${iconPackage}["']`, 'g'));
  return [...imports].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter((name) => name !== ''),
  );
}

/** The module each name of the icon barrel comes from (`export { default as FilmIcon } from './icons/film.mjs'`). */
function iconModules(barrel: string, code: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names = '', from = ''] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const name of names.split(','))
      modules.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1) ?? '',
        join(barrel, '..', from),
      );
  }
  return modules;
}

/** `root` and every module it imports statically, directly or not (of the icon barrel, the icons imported). */
function staticImports(root: string, graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const icons = new Set<string>();
  const next = [root];
  const walk = () => {
    for (let id = next.pop(); id !== undefined; id = next.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      const info = graph.getModuleInfo(id);
      if (iconBarrel.test(id)) continue;
      for (const icon of iconsImported(info?.code ?? '')) icons.add(icon);
      next.push(...(info?.importedIds ?? []));
    }
  };
  walk();
  const barrel = [...found].find((id) => iconBarrel.test(id));
  if (barrel !== undefined) {
    const modules = iconModules(barrel, graph.getModuleInfo(barrel)?.code ?? '');
    for (const icon of icons) {
      const module = modules.get(icon);
      if (module === undefined) throw new Error(`${iconPackage} exports no ${icon}`);
      next.push(module);
    }
    walk();
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
  // The path aliases (#domain/…, #web/…, #server/…) of tsconfig.base.json.
  resolve: { tsconfigPaths: true },
  plugins: [
    react(),
    tailwindcss(),
    // The installable app: the manifest and a Workbox service worker, built at build time with the list of the
    // build's own files (nothing is fetched). Off in `npm run dev`.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
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
      // The service worker is our own (web/src/sw/sw.ts: the app shell's and posters' caches, the notifications' push
      // and click); the build injects into it the list of files to precache.
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectManifest: {
        // The app shell: every built file but the gzipped copies and the fonts' non-Latin subsets, which a browser
        // fetches (and the poster cache does not keep) only for text that needs them.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'assets/inter-latin-*.woff2'],
        globIgnores: ['**/*.gz'],
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
