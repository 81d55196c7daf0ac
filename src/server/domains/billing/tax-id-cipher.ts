import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Tax ids at rest: AES-256-GCM with a fresh 12-byte nonce per value, stored
 * as base64 of nonce ‖ tag ‖ ciphertext. GCM's tag makes a tampered value or
 * the wrong key fail loudly instead of decrypting to garbage.
 */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function encryptTaxId(key: Buffer, taxId: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(taxId, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptTaxId(key: Buffer, stored: string): string {
  const bytes = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
