import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { OWNER_DIR, OWNER_FILE } from '../lib/owner-only.ts';
import type { FileEntry } from './backup-manifest.ts';

/** Relative paths (with '/') of the files under `root`, skipping the storage's `.tmp` (uploads still streaming in). */
export async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string, rel: string) => {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return [];
      throw e;
    });
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relPath = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && relPath !== '.tmp') await walk(path.join(dir, e.name), relPath);
      else if (e.isFile()) out.push(relPath);
    }
  };
  await walk(root, '');
  return out;
}

/**
 * Copies one file and hashes the bytes as they pass, in one read. Returns null when the source is gone (deleted
 * while the backup ran); the target is written whole or not at all (temporary name, then rename).
 */
export async function copyHashed(source: string, target: string, rel: string): Promise<FileEntry | null> {
  const input = await fsp.open(source, 'r').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return null;
    throw e;
  });
  if (!input) return null;
  await fsp.mkdir(path.dirname(target), { recursive: true, mode: OWNER_DIR });
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const partial = `${target}.partial`;
  await pipeline(input.createReadStream(), tap, fs.createWriteStream(partial, { flags: 'wx', mode: OWNER_FILE }));
  await fsp.rename(partial, target);
  return { path: rel, bytes, sha256: hash.digest('hex') };
}

export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** A file entry of a manifest for a file already in place. */
export async function entryOf(file: string, rel: string): Promise<FileEntry> {
  return { path: rel, ...(await hashFile(file)) };
}

/** Checks a manifest entry against the file on disk; the reason when it does not match. */
export async function mismatch(root: string, entry: FileEntry): Promise<string | null> {
  const file = path.join(root, entry.path);
  if (!fs.existsSync(file)) return `${entry.path} is missing`;
  const actual = await hashFile(file);
  if (actual.bytes !== entry.bytes) return `${entry.path} has ${actual.bytes} bytes, the manifest says ${entry.bytes}`;
  if (actual.sha256 !== entry.sha256) return `${entry.path} does not match its sha256 in the manifest`;
  return null;
}
