// RFC 6238 TOTP as GoTrue validates it (pquerna/otp totp.ValidateCustom: SHA1, 6 digits, 30 s
// period, skew 1 step either side) and RFC 4648 base32 secrets as pquerna/otp generates them
// (20 random bytes, no padding).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_SKEW = 1;

export function base32Encode(bytes: Buffer): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case-insensitive, padding and spaces ignored); undefined when not base32. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of clean) {
    const i = ALPHABET.indexOf(c);
    if (i < 0) return undefined;
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The code of time step `step` (RFC 4226 HOTP with the step as counter). */
export function totpCode(secret: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const bin = (((mac[offset] ?? 0) & 0x7f) << 24) | ((mac[offset + 1] ?? 0) << 16) | ((mac[offset + 2] ?? 0) << 8) | (mac[offset + 3] ?? 0);
  return String(bin % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** The time step `code` belongs to within ±TOTP_SKEW of `nowMs`, or undefined when it matches none. */
export function matchTotpStep(secretBase32: string, code: string, nowMs: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const secret = base32Decode(secretBase32);
  if (!secret || secret.length === 0) return undefined;
  const current = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
  let found: number | undefined;
  for (let step = current - TOTP_SKEW; step <= current + TOTP_SKEW; step++) {
    // Every candidate is compared (constant work whichever step matches).
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code))) found = step;
  }
  return found;
}

/** pquerna/otp Key.URL(): otpauth://totp/<issuer>:<account>?algorithm=SHA1&digits=6&issuer=…&period=30&secret=… */
export function totpUri(issuer: string, account: string, secret: string): string {
  const q = new URLSearchParams({ algorithm: 'SHA1', digits: String(TOTP_DIGITS), issuer, period: String(TOTP_PERIOD_SECONDS), secret });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${q.toString()}`;
}

/** A scannable QR code of `text` as SVG markup (error correction H, as GoTrue's), with named colours
 *  only: supabase-js puts the markup after `data:image/svg+xml;utf-8,`, where a '#' would end the URL. */
export async function qrSvg(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'H', margin: 4, color: { dark: '#000000ff', light: '#ffffffff' } });
  return svg.replace(/#000000/g, 'black').replace(/#ffffff/g, 'white').trim();
}
