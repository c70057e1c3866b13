import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): about 30 ms here, well under the login budget.
const options = {
  algorithm: 2 /* Algorithm.Argon2id; a const enum, so named by value */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so an unknown user costs the same time
// as a wrong password and the two cannot be told apart by timing.
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('casepilot-timing-equaliser');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
