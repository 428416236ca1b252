/**
 * `npm run contract:check -- <host> [--writes] [--auth-host <h>] [--token <t>] [--cookie <c>] [--assume-user <id>]
 * [--report <file>]`: checks a back end against the contract (contracts/pidz.openrpc.json,
 * contracts/rest.openapi.json), prints a table and writes a JSON report (default
 * contract-check-report.json). Exits 1 when anything does not conform, 2 on wrong arguments or
 * when it cannot sign in.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { formatTable, progressLine } from './report.ts';
import { runContractCheck } from './run.ts';

const usage =
  'usage: npm run contract:check -- <host> [--writes] [--auth-host <h>] [--token <t>] [--cookie <c>] [--assume-user <id>] [--report <file>]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    writes: { type: 'boolean', default: false },
    'auth-host': { type: 'string' },
    token: { type: 'string' },
    cookie: { type: 'string' },
    'assume-user': { type: 'string' },
    report: { type: 'string', default: 'contract-check-report.json' },
  },
});
const [host] = positionals;
if (!host || !URL.canParse(host)) {
  console.error(usage);
  process.exit(2);
}
try {
  const report = await runContractCheck(
    {
      host,
      authHost: values['auth-host'],
      writes: values.writes,
      token: values.token,
      cookie: values.cookie,
      assumeUser: values['assume-user'],
    },
    progressLine(),
  );
  console.log(formatTable(report));
  writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Report: ${values.report}`);
  process.exitCode = report.failures === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
