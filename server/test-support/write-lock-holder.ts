import { spawn } from 'node:child_process';

const HOLDER = `
const Database = require('better-sqlite3');
const db = new Database(process.argv[1]);
db.exec('BEGIN IMMEDIATE');
db.prepare("INSERT INTO settings (key, value) VALUES ('lock-holder', '1') ON CONFLICT (key) DO NOTHING").run();
process.stdout.write('locked\\n');
setTimeout(() => { db.exec('ROLLBACK'); db.close(); }, Number(process.argv[2]));
`;

/**
 * Another process (as the PIN CLI or a backup would be) holding the database's write lock for `ms`.
 * Resolves once the lock is held, with a promise of its release.
 */
export function holdWriteLock(dbFile: string, ms: number): Promise<{ released: Promise<void> }> {
  const child = spawn(process.execPath, ['-e', HOLDER, dbFile, String(ms)], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const released = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lock holder exited with ${code}`)),
    );
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve({ released }));
    child.once('error', reject);
    released.catch(reject);
  });
}
