// An authenticator app for the e2e suite (issue 28): TOTP codes computed from the secret the page
// shows, with otplib (RFC 6238: SHA-1, 6 digits, 30 s). GoTrue refuses a code of a time step at
// or before the last accepted one (replay) and accepts one step of clock skew: each code here is
// for a step after the last one used, waiting for the clock when the next step is not yet in reach.
import { authenticator } from 'otplib';

const STEP_MS = 30_000;
const stepNow = () => Math.floor(Date.now() / STEP_MS);

export class TotpDevice {
  private lastStep = -1;
  constructor(readonly secret: string) {}

  /** A fresh code GoTrue accepts now (never a step already used). */
  async code(): Promise<string> {
    // the next unused step must be within one step of now (GoTrue's skew): wait for the clock if not
    while (this.lastStep + 1 > stepNow() + 1) await new Promise((r) => setTimeout(r, 250));
    const step = Math.max(stepNow(), this.lastStep + 1);
    this.lastStep = step;
    return authenticator.clone({ epoch: step * STEP_MS }).generate(this.secret);
  }

  /** A code that is surely wrong now (not one of the steps GoTrue would accept). */
  wrongCode(): string {
    const valid = new Set([-1, 0, 1, 2].map((d) => authenticator.clone({ epoch: (stepNow() + d) * STEP_MS }).generate(this.secret)));
    for (let n = 0; ; n++) {
      const c = String(n).padStart(6, '0');
      if (!valid.has(c)) return c;
    }
  }
}
