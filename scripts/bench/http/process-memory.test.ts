import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processTree, treeRssMb } from './process-memory';

describe('process memory from /proc', () => {
  it('counts a child and its memory with the process that started it', async () => {
    // A child that holds about 200 MB until it is ended.
    const child = spawn(process.execPath, [
      '-e',
      'const b = Buffer.alloc(200 * 1024 * 1024, 1); console.log("ready"); setInterval(() => b[0]++, 1000);',
    ]);
    try {
      await new Promise((done) => child.stdout.once('data', done));
      expect(processTree(process.pid)).toContain(String(child.pid));
      expect(treeRssMb(process.pid) - treeRssMb(child.pid ?? 0)).toBeGreaterThan(0);
      expect(treeRssMb(child.pid ?? 0)).toBeGreaterThan(190);
    } finally {
      child.kill();
    }
  });
});
