/**
 * npm run outbox [-- --to <address>] [-- --last <n>]: prints the newest unsent mails of the outbox (text included),
 * for a local install without SMTP_URL. The server's log says only that a mail was kept (issue 37 item 23: set-password
 * links never reach the log); whoever may read the database may read the outbox.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { unsentMails } from './outbox.repository.ts';

const { values } = parseArgs({ options: { to: { type: 'string' }, last: { type: 'string', default: '10' } } });
const last = Number.parseInt(values.last, 10);
const database = await openDatabase(loadConfig().database);
try {
  const mails = await unsentMails(database.db, Number.isInteger(last) && last > 0 ? last : 10, values.to);
  if (mails.length === 0) console.log('No unsent mail in the outbox.');
  for (const m of mails.reverse()) console.log(`--- ${m.createdAt} to ${m.toAddress}\nSubject: ${m.subject}\n\n${m.body}\n`);
} finally {
  await database.close();
}
