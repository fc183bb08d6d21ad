// The operator commands (`npm run seed`, `npm run backup`, `npm run restore`, `npm run outbox`): build the server if it is missing or
// stale, then run its compiled command with node, so a production install needs no tsx (docs/decisions.md
// "Loose ends and self-contained docs"). Usage: node scripts/server-cli.mjs <seed/seed-cli|backup/backup-cli|…> [args…]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

const commands = ['seed/seed-cli', 'backup/backup-cli', 'backup/restore-cli', 'modules/mail/outbox-cli'];
const [command, ...args] = process.argv.slice(2);
if (!command || !commands.includes(command)) {
  console.error(`Usage: node scripts/server-cli.mjs <${commands.join('|')}> [arguments]`);
  process.exit(2);
}
buildIfStale(['contract', 'reports', 'server']);
const child = spawn(process.execPath, [path.join(root, 'server', 'dist', `${command}.js`), ...args], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
