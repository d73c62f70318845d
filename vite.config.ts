import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

const webSource = join(import.meta.dirname, 'web/src');
/** The boot module: the unlock screen, or the app (app/start.tsx, loaded on demand). */
const boot = join(webSource, 'main.ts');
const app = join(webSource, 'app/start.tsx');

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
 * compressed apart. The boot's modules stay in the boot's chunk, so the unlock screen loads none of the app.
 */
function firstScreenChunk(id: string, graph: ModuleGraph): string | null {
  let modules = firstScreens.get(graph);
  if (!modules) {
    const bootModules = staticImports(boot, graph);
    modules = new Set([...staticImports(app, graph)].filter((module) => !bootModules.has(module)));
    firstScreens.set(graph, modules);
  }
  return modules.has(id) ? 'app' : null;
}

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
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
