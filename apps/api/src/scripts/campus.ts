/**
 * pnpm campus add "<name>" <domain> [<domain>...] [--issuer=<url>] | pnpm campus list
 * Campuses and their students' email domains, in the configured database (as `pnpm seed`). A
 * student whose verified address is on a domain becomes a verified student of its campus, also
 * those who are already registered.
 */
import { addCampusSchema } from '@peerconnect/contracts';
import { addCampus, listCampuses } from '@/modules/campuses';
import { openScriptDatabase } from './script-database';

const USAGE =
  'usage: pnpm campus add "<name>" <domain> [<domain>...] [--issuer=<url>]  |  pnpm campus list';
const ISSUER = '--issuer=';

function addInput([name, ...rest]: string[]) {
  const issuer = rest.find((arg) => arg.startsWith(ISSUER))?.slice(ISSUER.length);
  const domains = rest.filter((arg) => !arg.startsWith(ISSUER));
  return addCampusSchema.safeParse({ name, domains, ...(issuer ? { issuer } : {}) });
}
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main([command, ...rest]: string[]): Promise<number> {
  if (command !== 'add' && command !== 'list') {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const input = command === 'add' ? addInput(rest) : null;
  if (input && !input.success) {
    process.stderr.write(`${input.error.issues[0]?.message}\n${USAGE}\n`);
    return 2;
  }
  const database = await openScriptDatabase();
  try {
    if (input) {
      const { campus, students } = await addCampus(input.data);
      say(`${campus.name}: ${campus.domains.join(', ')} (${students} verified students)`);
    } else {
      for (const campus of await listCampuses())
        say(`${campus.name}: ${campus.domains.join(', ')}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
