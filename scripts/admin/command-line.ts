import type { Command } from './commands';

export interface Invocation {
  name: string;
  command: Command;
  /** The positional arguments, then the options' values in the command's order. */
  values: string[];
}

/** `npm run admin --` lines, one per command, for the usage message. */
export function usage(commands: Record<string, Command>): string {
  const lines = Object.entries(commands).map(([name, command]) =>
    [
      'npm run admin --',
      name,
      ...command.args,
      ...(command.options ?? []).map((option) => `--${option} "…"`),
    ].join(' '),
  );
  return `Usage:\n  ${lines.join('\n  ')}`;
}

/**
 * Reads `COMMAND ARGS… --option VALUE`; null when the line does not fit the
 * command (unknown, arguments missing or extra, an option missing or empty).
 */
export function parseCommandLine(
  argv: string[],
  commands: Record<string, Command>,
): Invocation | null {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!name || !command) return null;
  const positional: string[] = [];
  const given = new Map<string, string>();
  for (let index = 0; index < rest.length; index += 1) {
    const word = rest[index] ?? '';
    const option = /^--([a-z-]+)(?:=(.*))?$/s.exec(word);
    if (!option) {
      positional.push(word);
      continue;
    }
    const [, key = '', inline] = option;
    if (!(command.options ?? []).includes(key) || given.has(key)) return null;
    const value = inline ?? rest[(index += 1)];
    if (value === undefined) return null;
    given.set(key, value);
  }
  const required = command.args.filter((arg) => !arg.startsWith('[')).length;
  if (positional.length < required || positional.length > command.args.length) return null;
  const options = (command.options ?? []).map((key) => given.get(key));
  const values = [...positional, ...options];
  if (values.some((value) => value === undefined || !value.trim())) return null;
  return { name, command, values: values as string[] };
}
