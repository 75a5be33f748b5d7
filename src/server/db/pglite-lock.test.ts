import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockPgliteDir } from './pglite-lock';

describe('lockPgliteDir', () => {
  it('keeps a second process out while the first is alive, and lets it in afterwards', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    fs.writeFileSync(path.join(dir, 'opened-by.pid'), String(other.pid));
    expect(() => lockPgliteDir(dir)).toThrow(/in use by process/);
    other.kill();
    await new Promise((resolve) => other.once('exit', resolve));
    const release = lockPgliteDir(dir);
    expect(fs.readFileSync(path.join(dir, 'opened-by.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'opened-by.pid'))).toBe(false);
  });
});
