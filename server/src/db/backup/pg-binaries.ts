import fs from 'node:fs';
import path from 'node:path';

/**
 * A PostgreSQL program (pg_dump, pg_restore, psql, initdb): from PG_BIN_DIR when set, else the newest
 * /usr/lib/postgresql/<version>/bin that has it (Debian installs several versions side by side there, and a newer
 * pg_dump reads older servers, never the reverse), else the first on PATH.
 */
export function findPgProgram(name: string, hint = 'apt-get install postgresql-client, or set PG_BIN_DIR'): string {
  const dirs: string[] = [];
  if (process.env['PG_BIN_DIR']) dirs.push(process.env['PG_BIN_DIR']);
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  dirs.push(...versions.map((v) => path.join(root, v, 'bin')));
  dirs.push(...(process.env['PATH'] ?? '').split(path.delimiter).filter(Boolean));
  for (const dir of dirs) {
    const file = path.join(dir, name);
    if (isExecutable(file)) return file;
  }
  throw new Error(`${name} not found under PG_BIN_DIR, /usr/lib/postgresql/*/bin or PATH (${hint})`);
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
