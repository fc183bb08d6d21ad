import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * What the server and the backup write is the owner's only (issue 37 item 21): directories 0700, files 0600. The
 * data directory and a backup hold the token-signing secret, password hashes and every person's data.
 */
export const OWNER_DIR = 0o700;
export const OWNER_FILE = 0o600;

/**
 * For the server and the operator commands: everything the process creates from now on (SQLite's -wal and -shm
 * files, uploads, what libraries write) is the owner's only.
 */
export function ownerOnlyFromNowOn() {
  process.umask(0o077);
}

/** Creates `dir` (and missing parents) 0700, and narrows it to 0700 if it was there already (an older install's 0755). */
export function ownerOnlyDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_DIR });
  fs.chmodSync(dir, OWNER_DIR);
}

/** Narrows these files, where they exist, to 0600. */
export function ownerOnlyFiles(...files: string[]) {
  for (const file of files) if (fs.existsSync(file)) fs.chmodSync(file, OWNER_FILE);
}

/** Every directory under `root` (itself included) 0700 and every file 0600. */
export async function ownerOnlyTree(root: string) {
  await fsp.chmod(root, OWNER_DIR);
  for (const entry of await fsp.readdir(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) await ownerOnlyTree(full);
    else if (entry.isFile()) await fsp.chmod(full, OWNER_FILE);
  }
}
