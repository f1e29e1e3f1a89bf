import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with the OWASP Password Storage Cheat Sheet parameters (N=2^17, r=8, p=1). The stored
// value names its algorithm and parameters ("scrypt$ln=17,r=8,p=1$<salt>$<hash>", base64), so
// stronger parameters can be introduced later without invalidating existing hashes.

const LOG2_N = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** scrypt needs 128·N·r bytes (128 MiB here); Node's default cap is 32 MiB. */
const MAX_MEMORY = 256 * 1024 * 1024;

interface Parameters {
  log2N: number;
  r: number;
  p: number;
}

export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(SALT_LENGTH),
): Promise<string> {
  const params = { log2N: LOG2_N, r: BLOCK_SIZE, p: PARALLELISM };
  const key = await derive(password, salt, params, KEY_LENGTH);
  return `scrypt$ln=${params.log2N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when a hash was made with weaker parameters than today's; rehash it at the next login. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed || parsed.params.log2N < LOG2_N || parsed.params.r < BLOCK_SIZE || parsed.params.p < PARALLELISM
  );
}

function parse(stored: string): { params: Parameters; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const params = { log2N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  // Bounds keep a corrupted row from asking for gigabytes of memory.
  if (
    params.log2N < 10 ||
    params.log2N > 20 ||
    params.r < 1 ||
    params.r > 32 ||
    params.p < 1 ||
    params.p > 16
  )
    return null;
  const key = Buffer.from(match[5], 'base64');
  if (key.length < 16) return null;
  return { params, salt: Buffer.from(match[4], 'base64'), key };
}

function derive(password: string, salt: Buffer, params: Parameters, length: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** params.log2N, r: params.r, p: params.p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash, so a login for an unknown e-mail takes as long as one for
 * a known e-mail with a wrong password (no account enumeration by timing).
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
