import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { findPgProgram } from '../src/db/backup/pg-binaries.ts';

export interface PgCluster {
  url: string;
  stop(): void;
}

/** The directory of initdb and pg_ctl (the same search as the backup's pg_dump). */
function findPgBin(): string {
  return path.dirname(findPgProgram('initdb', 'apt-get install postgresql, or set TEST_DATABASE_URL'));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Starts a throwaway cluster on a loopback port; as root it runs as the postgres user (PostgreSQL refuses root).
 * Tests run it with fsync off for speed; `durable` keeps PostgreSQL's crash-safe settings (the crash test).
 */
export async function startPgCluster(opts: { durable?: boolean } = {}): Promise<PgCluster> {
  const bin = findPgBin();
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aquarisk-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' });
    else execFileSync(full, args, { stdio: 'pipe' });
  };
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  run('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', [
    '-D',
    dir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} ${opts.durable ? '-c fsync=on -c synchronous_commit=on -c full_page_writes=on' : '-c fsync=off'} -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
