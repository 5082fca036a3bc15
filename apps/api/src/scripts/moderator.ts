/**
 * `pnpm moderator grant <email>` / `pnpm moderator revoke <email>`: makes a registered student a
 * moderator (or no longer one) in the database the API uses.
 */
import { setModeratorByEmail } from '@/modules/users';
import { openScriptDatabase } from './script-database';

const USAGE = 'usage: pnpm moderator grant|revoke <email>';

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const database = await openScriptDatabase();
  try {
    if (!(await setModeratorByEmail(email, command === 'grant'))) {
      console.error(`No student with the email ${email} in ${database.description}.`);
      return 1;
    }
    process.stdout.write(
      `${email} ${command === 'grant' ? 'is now a moderator' : 'is no longer a moderator'} (${database.description}).\n`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
