// A static check of `npm test`: fails when an installed package (runtime or development, at any depth) says in its
// `engines` that it does not run on a Node version this project supports (the lowest version of each release line
// below that the project's own `engines` admits): the server runs on each, and `npm ci` and `npm test` too. Then
// prints `npm outdated` for the runtime dependencies, which asks the registry and so never fails the check: a
// registry slow or out of reach only leaves the list unknown for this run.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import semver from 'semver';

const root = join(import.meta.dirname, '..');
/** The Node release lines the project runs on: 20 (out of maintenance since April 2026), 22 and 24. */
const NODE_LINES = [20, 22, 24];
const OUTDATED_TIMEOUT_MS = 90_000;
const run = promisify(execFile);

/** The lowest version of each line that `range` admits (none for a line it excludes whole). */
function lowestSupported(range) {
  return NODE_LINES.flatMap((line) => {
    const lowest = new semver.Range(range).set
      .map((comparators) =>
        semver.minVersion(`${comparators.map((c) => c.value).join(' ')} >=${line}.0.0 <${line + 1}.0.0-0`),
      )
      .filter((version) => version !== null)
      .sort(semver.compare)[0];
    return lowest === undefined ? [] : [lowest.version];
  });
}

/**
 * Every installed package, once per name@version, with the packages that require it. A package met
 * again is walked again: npm lists some occurrences without their details (deduped).
 */
async function installedPackages() {
  // npm ls exits non-zero on a tree problem (an extraneous package, say) yet prints the tree.
  const { stdout } = await run('npm', ['ls', '--all', '--long', '--json'], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  }).catch((error) => error);
  const packages = new Map();
  const walk = (node, parent) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      if (child.version === undefined) continue;
      const id = `${name}@${child.version}`;
      const known = packages.get(id) ?? { id, engines: undefined, requiredBy: new Set() };
      known.engines ??= child.engines?.node;
      known.requiredBy.add(parent);
      packages.set(id, known);
      walk(child, id);
    }
  };
  walk(JSON.parse(stdout), 'the project');
  return [...packages.values()];
}

const projectRange = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
const versions = lowestSupported(projectRange);
const packages = await installedPackages();
console.log(
  `Installed packages: ${packages.length}, against Node ${versions.join(', ')} (the project's engines: "${projectRange}").`,
);

let excluding = 0;
for (const { id, engines, requiredBy } of packages) {
  if (engines === undefined) continue;
  if (semver.validRange(engines) === null) {
    console.log(`  ? ${id}: engines.node "${engines}" is not a version range (not checked)`);
    continue;
  }
  const excluded = versions.filter((version) => !semver.satisfies(version, engines));
  if (excluded.length === 0) continue;
  excluding += 1;
  console.log(
    `  ✗ ${id}: engines.node "${engines}" excludes Node ${excluded.join(', ')} (required by ${[...requiredBy].join(', ')})`,
  );
}
console.log(
  excluding === 0 ? '  every one runs on them all.' : `  ${excluding} of them exclude a supported Node.`,
);

console.log('\nnpm outdated --omit=dev (what a newer release exists for; it fails nothing):');
const outdated = await run('npm', ['outdated', '--omit=dev', '--fetch-retries=1'], {
  cwd: root,
  timeout: OUTDATED_TIMEOUT_MS,
}).catch((error) => error);
// npm outdated exits 1 when anything is outdated: its table is the answer all the same.
if (outdated.stdout) console.log(outdated.stdout.trimEnd());
else if (outdated.killed)
  console.log(`  no list this run: no answer from the registry within ${OUTDATED_TIMEOUT_MS / 1000} s.`);
else if (!(outdated instanceof Error)) console.log('  everything is at its latest release.');
else {
  const reason = (outdated.stderr ?? '')
    .split('\n')
    .filter((line) => /^npm error (code|FetchError)/.test(line));
  console.log(`  no list this run:\n${reason.join('\n')}`);
}

process.exit(excluding === 0 ? 0 : 1);
