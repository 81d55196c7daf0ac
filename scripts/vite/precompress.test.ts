import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

const script = Array.from(
  { length: 200 },
  (_, index) => `export function f${index}(x){return x*${index}+"${index}";}`,
).join('\n');

describe('precompressDirectory', () => {
  it('writes a Brotli and a gzip copy of each text file that decompress to it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quire-precompress-'));
    writeFileSync(path.join(dir, 'entry-abc.js'), script);
    writeFileSync(path.join(dir, 'entry-abc.css'), `.a{color:red}\n`.repeat(200));
    await precompressDirectory(dir);
    for (const file of ['entry-abc.js', 'entry-abc.css']) {
      const original = readFileSync(path.join(dir, file));
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
  });

  it('leaves source maps, pictures and tiny files alone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quire-precompress-'));
    writeFileSync(path.join(dir, 'entry-abc.js.map'), script);
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096));
    writeFileSync(path.join(dir, 'tiny.js'), 'export{}');
    await precompressDirectory(dir);
    for (const file of ['entry-abc.js.map', 'logo.png', 'tiny.js']) {
      expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`))).toBe(false);
    }
  });
});
