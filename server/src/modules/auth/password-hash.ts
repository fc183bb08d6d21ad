import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes.
export const hashPassword = (password: string): Promise<string> => hash(password);

// A fixed hash to verify against when the account does not exist, so timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
