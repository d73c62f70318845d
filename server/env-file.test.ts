import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readEnvFile } from './env-file';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'watchlist-env-file-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the .env settings file', () => {
  it('adds its variables, and a variable already set in the environment wins', () => {
    const file = join(dir, '.env');
    writeFileSync(
      file,
      '# keys kept across restarts\nTMDB_API_KEY=abc123\nOMDB_API_KEY="k e y"\nPORT=4000\n',
    );
    const env: NodeJS.ProcessEnv = { PORT: '3000' };
    readEnvFile(env, file);
    expect(env).toEqual({ PORT: '3000', TMDB_API_KEY: 'abc123', OMDB_API_KEY: 'k e y' });
  });

  it('changes nothing when there is no file', () => {
    const env: NodeJS.ProcessEnv = { PORT: '3000' };
    readEnvFile(env, join(dir, '.env'));
    expect(env).toEqual({ PORT: '3000' });
  });

  it('stops start-up with a message naming a file it cannot read', () => {
    expect(() => readEnvFile({}, dir)).toThrow(`Cannot read the settings file ${dir}`);
  });
});
