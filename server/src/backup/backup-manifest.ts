import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isStorageKey } from '../storage/file-storage.ts';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 'aquarisk-backup/1';
/** Where the database copy lives inside a backup directory, per kind. */
export const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;
export const FILES_DIR = 'files';
export const JWT_SECRET_FILE = 'jwt-secret';

const fileEntry = z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type FileEntry = z.infer<typeof fileEntry>;
/** A stored file's path is a storage key (`media/<audit>/<id>`): no '..', no absolute path, nothing outside files/. */
const storedFile = fileEntry.refine((e) => isStorageKey(e.path), { error: 'not a storage key' });

/** manifest.json: what the backup holds and the sha256 of every byte of it, so a restore can prove it is whole. */
export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    file: fileEntry,
    migrations: z.array(z.string()),
    rows: z.record(z.string(), z.number().int().min(0)),
  }),
  storage: z.discriminatedUnion('driver', [
    z.object({
      driver: z.literal('local'),
      files: z.array(storedFile),
      /** stored files the database refers to that were deleted before they could be copied */
      missing: z.array(z.string()),
    }),
    z.object({ driver: z.literal('s3'), bucket: z.string(), prefix: z.string() }),
  ]),
  /** the generated access-token secret of DATA_DIR, when JWT_SECRET is not set */
  jwtSecret: fileEntry.nullable(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function writeManifest(dir: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${dir} is not an Aquarisk backup: it has no ${MANIFEST_FILE}`);
  const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a manifest this version reads (${MANIFEST_FORMAT}): ${parsed.error.message}`);
  return parsed.data;
}
