import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The Nu Html Checker (the W3C's validator, npm `vnu-jar`) run on documents
 * as the server sent them. It needs Java 17 or later on the PATH:
 * scripts/test/ensure-java.sh installs Debian's default-jre-headless.
 */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

export interface CheckedDocument {
  name: string;
  errors: NuMessage[];
  warnings: NuMessage[];
}

const run = promisify(execFile);
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

function fileName(name: string, index: number): string {
  return `${String(index).padStart(2, '0')}-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.html`;
}

/** Checks every document in one run of the checker (the JVM starts once). */
export async function checkHtml(
  documents: ReadonlyArray<{ name: string; html: string }>,
): Promise<CheckedDocument[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-vnu-'));
  try {
    const files = documents.map((document, index) => {
      const file = path.join(dir, fileName(document.name, index));
      writeFileSync(file, document.html);
      return file;
    });
    const { stdout } = await run(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT')
        throw new Error('java is not installed: run bash scripts/test/ensure-java.sh');
      throw error;
    });
    const { messages } = JSON.parse(stdout) as { messages: Array<NuMessage & { url?: string }> };
    const unplaced = messages.find((message) => !message.url && message.type !== 'info');
    if (unplaced) throw new Error(`The checker failed: ${unplaced.message}`);
    return documents.map((document, index) => {
      const own = messages.filter((message) =>
        message.url?.endsWith(`/${path.basename(files[index] ?? '')}`),
      );
      return {
        name: document.name,
        errors: own.filter((message) => message.type !== 'info'),
        warnings: own.filter((message) => message.type === 'info' && message.subType === 'warning'),
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatMessage(message: NuMessage): string {
  const where = message.lastLine ? `line ${message.lastLine}: ` : '';
  const extract = message.extract ? ` — …${message.extract.replace(/\s+/g, ' ')}…` : '';
  return `${where}${message.message}${extract}`;
}
