import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

interface ComposeService {
  read_only?: boolean;
  volumes?: string[];
  tmpfs?: string[];
  cap_drop?: string[];
  security_opt?: string[];
  env_file?: (string | { path: string; required?: boolean })[];
  environment?: Record<string, string>;
}

const compose = parse(read('compose.yaml')) as { services: { watchlist: ComposeService } };
const service = compose.services.watchlist;
const SECRETS = ['WATCHLIST_PIN', 'TMDB_API_TOKEN', 'TMDB_API_KEY', 'OMDB_API_KEY'];

describe('compose.yaml', () => {
  it('runs the container read-only but for the /data volume and a tmpfs /tmp', () => {
    expect(service.read_only).toBe(true);
    expect(service.volumes?.map((volume) => volume.split(':')[1])).toEqual(['/data']);
    expect(service.tmpfs?.map((mount) => mount.split(':')[0])).toEqual(['/tmp']);
  });

  it('drops every capability and forbids gaining privileges', () => {
    expect(service.cap_drop).toEqual(['ALL']);
    expect(service.security_opt).toContain('no-new-privileges:true');
  });

  it('takes the PIN and the keys from an .env file, not from itself', () => {
    const files = (service.env_file ?? []).map((file) => (typeof file === 'string' ? file : file.path));
    expect(files).toEqual(['.env']);
    for (const name of SECRETS) {
      expect(Object.keys(service.environment ?? {})).not.toContain(name);
      expect(read('compose.yaml')).not.toMatch(new RegExp(`${name}\\s*[:=]`));
      expect(read('.env.example')).toMatch(new RegExp(`^# ${name}=`, 'm'));
    }
  });
});

describe('.dockerignore', () => {
  it('leaves the .env file, keys and certificates, and the data folder out of the image', () => {
    const patterns = read('.dockerignore').split('\n');
    expect(patterns).toEqual(expect.arrayContaining(['.env', '**/.env', '**/*.pem', 'data/']));
  });
});
