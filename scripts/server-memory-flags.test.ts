import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

/** The Node flags before dist/server/main.js in a command line. */
function flagsOf(command: string | undefined): string[] {
  const server = /node((?: --\S+)*) dist\/server\/main\.js/.exec(command ?? '');
  return (server?.[1] ?? '').trim().split(' ').filter(Boolean);
}

const start = (JSON.parse(read('package.json')) as { scripts: { start: string } }).scripts.start;
const dockerCmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
const container = dockerCmd === undefined ? '' : (JSON.parse(dockerCmd) as string[]).join(' ');
const systemd = /^ExecStart=\/usr\/bin\/(.*)$/m.exec(read('deploy/watchlist.service'))?.[1];

describe("the server's memory bounds (V8's young generation and old generation sizes)", () => {
  it('are given by npm start', () => {
    expect(flagsOf(start)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^--max-semi-space-size=\d+$/),
        expect.stringMatching(/^--max-old-space-size=\d+$/),
      ]),
    );
  });

  it('are the same in the container image and in the systemd unit', () => {
    expect(flagsOf(container)).toEqual(flagsOf(start));
    expect(flagsOf(systemd)).toEqual(flagsOf(start));
  });
});
