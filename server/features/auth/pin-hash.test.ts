import { describe, expect, it } from 'vitest';
import { hashPin, verifyPin } from './pin-hash';

describe('PIN hashing', () => {
  it('stores a salted scrypt hash, never the PIN', async () => {
    const first = await hashPin('1234');
    const second = await hashPin('1234');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toContain('1234');
    expect(first).not.toBe(second);
  });

  it('accepts the right PIN and rejects others and damaged hashes', async () => {
    const stored = await hashPin('0420');
    expect(await verifyPin('0420', stored)).toBe(true);
    expect(await verifyPin('0421', stored)).toBe(false);
    expect(await verifyPin('0420', 'plain$0420')).toBe(false);
  });

  it('verifies a hash at the cost it names (the tests store a cheaper one)', async () => {
    const cheap = await hashPin('0420', 2 ** 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPin('0420', cheap)).toBe(true);
    expect(await verifyPin('0421', cheap)).toBe(false);
  });
});
