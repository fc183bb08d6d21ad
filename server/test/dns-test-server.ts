import dgram from 'node:dgram';

/** A DNS server on 127.0.0.1 answering TXT questions from `txt` (name → records), for SSO domain proof tests. */
export interface DnsTestServer {
  /** `127.0.0.1:<port>`, for SSO_DNS_SERVERS */
  address: string;
  txt: Map<string, string[]>;
  close(): Promise<void>;
}

const TXT = 16;

function questionOf(msg: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let at = 12;
  while (msg[at]! !== 0) {
    const length = msg[at]!;
    labels.push(msg.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), type: msg.readUInt16BE(at + 1), end: at + 5 };
}

function answerTo(query: Buffer, txt: Map<string, string[]>): Buffer {
  const q = questionOf(query);
  const records = q.type === TXT ? (txt.get(q.name) ?? []) : [];
  const known = [...txt.keys()].some((n) => n === q.name);
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the question's id
  header.writeUInt16BE(known ? 0x8180 : 0x8183, 2); // a response; NXDOMAIN for a name it does not hold
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  const answers = records.map((value) => {
    const text = Buffer.from(value, 'utf8');
    const chunks: Buffer[] = [];
    for (let i = 0; i < text.length || i === 0; i += 255) {
      const part = text.subarray(i, i + 255);
      chunks.push(Buffer.from([part.length]), part);
    }
    const rdata = Buffer.concat(chunks);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    fixed.writeUInt16BE(TXT, 2);
    fixed.writeUInt16BE(1, 4); // IN
    fixed.writeUInt32BE(0, 6); // not to be cached
    fixed.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([fixed, rdata]);
  });
  return Buffer.concat([header, query.subarray(12, q.end), ...answers]);
}

export async function startDnsTestServer(): Promise<DnsTestServer> {
  const txt = new Map<string, string[]>();
  const socket = dgram.createSocket('udp4');
  socket.on('message', (msg, from) => {
    try {
      socket.send(answerTo(msg, txt), from.port, from.address);
    } catch {
      // a malformed question gets no answer
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    txt,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
