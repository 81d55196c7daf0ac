import { afterAll, describe, expect, it } from 'vitest';
import { captureLog } from '@server/test/log-capture';
import { createTestApp } from '@server/test/test-app';

/** At LOG_LEVEL=info each answered request leaves exactly one line: the access line. */
const log = captureLog();
const started = createTestApp({ LOG_LEVEL: 'info' }, { logStream: log });
afterAll(async () => (await started).close());

/** One line as pino wrote it. */
interface Line {
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

/** The lines logged while answering GET `url`. */
async function loggedDuring(url: string): Promise<Line[]> {
  const app = await started;
  const before = log.lines.length;
  await app.request({ method: 'GET', url });
  return log.lines.slice(before).map((line) => JSON.parse(line) as Line);
}

describe('the access log', () => {
  it('writes one line per request, with method, path, status and time', async () => {
    const lines = await loggedDuring('/robots.txt');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.msg).toMatch(/^GET \/robots\.txt 200 \d+(\.\d)?ms$/);
    expect(line?.req).toMatchObject({ method: 'GET', url: '/robots.txt' });
    expect(line?.res).toEqual({ statusCode: 200 });
    expect(line?.responseTime).toEqual(expect.any(Number));
    expect(line?.reqId).toEqual(expect.any(String));
  });

  it('logs a refused request once too, its secrets redacted', async () => {
    const lines = await loggedDuring('/_/nothing-here?token=abcdef123456');
    expect(lines.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/_\/nothing-here\?token=\[redacted\] 404 /),
    ]);
    expect(log.text()).not.toContain('abcdef123456');
  });

  it('leaves load balancers’ health checks to the debug level', async () => {
    const lines = await loggedDuring('/_/health');
    expect(lines).toEqual([]);
  });
});
