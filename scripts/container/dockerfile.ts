/** One instruction of a Dockerfile: `RUN npm ci` is { keyword: 'RUN', args: 'npm ci' }. */
export interface Instruction {
  keyword: string;
  args: string;
}

/** A build stage: its FROM line's image and name, and its instructions in order. */
export interface Stage {
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

/**
 * The stages of a Dockerfile, enough to check what it promises: comments and blank lines
 * dropped, lines ending in a backslash joined to the next. Instructions before the first
 * FROM (ARG, the parser directive) are left out.
 */
export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!pending && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `;
      continue;
    }
    logical.push(pending + line);
    pending = '';
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const [image = '', as, name] = args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

/** The JSON array of an exec-form instruction (CMD ["node", "x.js"]), or null. */
export function execForm(args: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(args);
    return Array.isArray(parsed) && parsed.every((part) => typeof part === 'string')
      ? parsed
      : null;
  } catch {
    return null;
  }
}
