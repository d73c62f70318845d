import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The project's ESLint config, running only the boundary rule: without the type-aware rules no TypeScript program is
 * built (half a minute on a busy machine), and the rule needs none.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
});

/** The boundary messages ESLint gives `file` (an existing file) with `lines` added on top. */
async function boundaryErrors(file: string, lines: string[]): Promise<string[]> {
  const source = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
  const [result] = await eslint.lintText(`${lines.join('\n')}\n${source}`, { filePath: `${root}${file}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the web app’s import boundaries (eslint.config.js)', () => {
  it('refuse a feature importing another feature, or the app', async () => {
    const errors = await boundaryErrors('web/src/features/lists/lists-page.tsx', [
      "import { HomePage } from '../home/home-page';",
      "import { TitlePage } from '../../features/title-page/title-page';",
      "import { AppRoutes } from '../../app/routes';",
      'export const probe = [HomePage, TitlePage, AppRoutes];',
    ]);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/A feature does not import another feature/);
    expect(errors[2]).toMatch(/A feature does not import the app/);
  });

  it('let a feature import its own files, the shared pieces and the domain', async () => {
    const errors = await boundaryErrors('web/src/features/lists/lists-page.tsx', [
      "import { EntryProbe } from './list-section';",
      "import { cn as probeCn } from '../../lib/cn';",
      "import { Button as ProbeButton } from '../../components/ui/button';",
      "import { genreLine as probeLine } from '#domain/rules/genre-line';",
      'export const probe = [EntryProbe, probeCn, ProbeButton, probeLine];',
    ]);
    expect(errors).toEqual([]);
  });

  it('refuse the shared pieces importing a feature', async () => {
    const errors = await boundaryErrors('web/src/lib/labels.ts', [
      "import { ListsPage } from '../features/lists/lists-page';",
      'export const probe = ListsPage;',
    ]);
    expect(errors).toHaveLength(1);
  });

  it('refuse lib/ importing components/', async () => {
    const errors = await boundaryErrors('web/src/lib/labels.ts', [
      "import { Button as ProbeButton } from '../components/ui/button';",
      'export const probe = ProbeButton;',
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/lib\/ stands below components\//);
  });
});

describe('the server’s feature boundary (eslint.config.js)', () => {
  it('refuses a feature importing another feature, its tests included', async () => {
    const source = await boundaryErrors('server/features/airing/service.ts', [
      "import { createRefreshJob } from '../library/refresh-job';",
      "import { createLibraryRepository } from '../../features/library/repository';",
      'export const probe = [createRefreshJob, createLibraryRepository];',
    ]);
    expect(source).toHaveLength(2);
    expect(source[0]).toMatch(/A server feature does not import another feature/);
    const test = await boundaryErrors('server/features/seasons/seasons.api.test.ts', [
      "import { createLibraryRepository as probeRepository } from '../library/repository';",
      'export const probe = probeRepository;',
    ]);
    expect(test).toHaveLength(1);
  });

  it('lets a feature import its own files, the server’s shared modules, the test support and the domain', async () => {
    const errors = await boundaryErrors('server/features/airing/service.ts', [
      "import { createAiringRepository as probeRepository } from './repository';",
      "import { createPacedPool as probePool } from '../../paced';",
      "import { startApiHarness as probeHarness } from '../../test-support/api-harness';",
      "import { dayInZone as probeDay } from '#domain/rules/household-day';",
      'export const probe = [probeRepository, probePool, probeHarness, probeDay];',
    ]);
    expect(errors).toEqual([]);
  });
});

describe('the path aliases (eslint.config.js, tsconfig.base.json)', () => {
  it('refuse an import that climbs three folders, in every tree', async () => {
    const inFeature = await boundaryErrors('server/features/airing/service.ts', [
      "import { dayInZone as probeDay } from '../../../domain/rules/household-day';",
      'export const probe = probeDay;',
    ]);
    const inComponent = await boundaryErrors('web/src/components/ui/button.tsx', [
      "import { genreLine as probeLine } from '../../../../domain/rules/genre-line';",
      'export const probe = probeLine;',
    ]);
    const inBench = await boundaryErrors('bench/library-all.ts', [
      "import { genreLine as probeLine } from '../../../domain/rules/genre-line';",
      'export const probe = probeLine;',
    ]);
    for (const errors of [inFeature, inComponent, inBench]) {
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/Climbing three folders or more/);
    }
  });
});
