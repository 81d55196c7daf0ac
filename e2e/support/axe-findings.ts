import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The attachment that carries one accessibility check's moderate and minor findings. */
export const BELOW_SERIOUS_ATTACHMENT = 'axe-below-serious.json';

/** One moderate or minor axe finding on one page. */
export interface AxeFinding {
  url: string;
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  targets: string[];
}

interface RuleRecord {
  impact: string;
  help: string;
  helpUrl: string;
  occurrences: Array<{ test: string; url: string; targets: string[] }>;
}

/**
 * Gathers the moderate and minor axe findings every test attached into one
 * file (the `outputFile` option, else AXE_FINDINGS_FILE, else
 * `.test-output/axe-below-serious.json`),
 * grouped by rule, and says at the end of the run how many there were. They
 * do not fail a test; they are kept so that someone reads them.
 */
export default class AxeFindingsReporter implements Reporter {
  private readonly rules = new Map<string, RuleRecord>();
  private total = 0;
  private readonly outputFile: string;

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile =
      options.outputFile ?? process.env.AXE_FINDINGS_FILE ?? '.test-output/axe-below-serious.json';
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const title = `${path.relative(process.cwd(), test.location.file)} › ${test.title}`;
    for (const attachment of result.attachments) {
      if (attachment.name !== BELOW_SERIOUS_ATTACHMENT || !attachment.body) continue;
      const findings = JSON.parse(attachment.body.toString('utf8')) as AxeFinding[];
      for (const finding of findings) {
        const rule = this.rules.get(finding.id) ?? {
          impact: finding.impact,
          help: finding.help,
          helpUrl: finding.helpUrl,
          occurrences: [],
        };
        rule.occurrences.push({ test: title, url: finding.url, targets: finding.targets });
        this.rules.set(finding.id, rule);
        this.total += 1;
      }
    }
  }

  onEnd(): void {
    const file = this.outputFile;
    mkdirSync(path.dirname(file), { recursive: true });
    const rules = Object.fromEntries([...this.rules].sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(file, `${JSON.stringify({ total: this.total, rules }, null, 2)}\n`);
    const summary = [...this.rules]
      .map(([id, rule]) => `${id} (${rule.impact}) ×${rule.occurrences.length}`)
      .join(', ');
    console.log(
      `Accessibility findings below serious: ${this.total}${summary ? ` — ${summary}` : ''}; see ${file}`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
