/**
 * npm run contract:check -- --base-url https://host/api [--email E --password P --type T] [--write]
 * Exercises a real server and prints a table of what was sent and whether each answer matches the contract;
 * exits 1 on any mismatch (docs/api.md, 'contract:check').
 */
import { parseArgs } from 'node:util';
import { isUserType } from '../../src/lib/user-types';
import { formatTable, runContractCheck, type CheckOptions } from './conformance';

const USAGE =
  'Usage: npm run contract:check -- --base-url https://host/api [--email E --password P --type T] [--write]';

/** Runs the check for command-line arguments; gives the exit code. */
export async function main(
  args: string[],
  print: (text: string) => void = (text) => void process.stdout.write(`${text}\n`),
): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      'base-url': { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      type: { type: 'string' },
      write: { type: 'boolean', default: false },
    },
  });
  const baseUrl = values['base-url'];
  const signIn = [values.email, values.password, values.type];
  if (
    !baseUrl ||
    (signIn.some(Boolean) && !signIn.every(Boolean)) ||
    (values.type && !isUserType(values.type))
  ) {
    print(USAGE);
    return 2;
  }
  const options: CheckOptions = {
    baseUrl,
    write: values.write,
    accounts:
      values.email && values.password && isUserType(values.type)
        ? [{ email: values.email, password: values.password, type: values.type }]
        : [],
  };
  const rows = await runContractCheck(options);
  print(formatTable(rows));
  const failed = rows.filter((row) => row.problem).length;
  const skipped = rows.filter((row) => row.skipped).length;
  print(`\n${rows.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped`);
  return failed ? 1 : 0;
}

if (process.argv[1]?.endsWith('check.ts')) {
  process.exitCode = await main(process.argv.slice(2));
}
