import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Undoes quoted-printable (nodemailer's choice for long lines), enough for plain-text mails. */
function decodeQuotedPrintable(s: string) {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(v: string) {
  return v.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

export function parseMail(raw: string, rcpt: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to: rcpt, subject: decodeHeader(header('Subject')), text: text.replace(/\r\n/g, '\n').trimEnd() };
}

/**
 * A real SMTP server on loopback (smtp-server): what nodemailer sends arrives in `mails`. `refuse`: the number of
 * messages it answers with a temporary failure first (451, as a full or greylisting server does); `refused` counts them.
 * `onMail` hears each accepted mail (the e2e global setup writes them to a file the journeys' workers read).
 */
export async function startSmtpReceiver(opts: { refuse?: number; onMail?: (mail: ReceivedMail) => void } = {}) {
  const mails: ReceivedMail[] = [];
  const state = { refuse: opts.refuse ?? 0, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refused < state.refuse) {
          state.refused += 1;
          done(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const mail = parseMail(
          Buffer.concat(chunks).toString('latin1'),
          session.envelope.rcptTo.map((r) => r.address),
        );
        mails.push(mail);
        opts.onMail?.(mail);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** the refusals so far, and how many more to give: set `refuse` to fail more */
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
