// The sign-in's second step in the app (issue 28): the code for the account's verified TOTP factor
// (supabase-js mfa.challenge + mfa.verify through shared's helpers; the stored session becomes aal2).
import { MFA_STEP, verifiedTotpFactor, verifyTotpCode } from '@akademi/shared';

export async function verifySignInCode(code: string): Promise<{ error: string | null }> {
  const { factorId } = await verifiedTotpFactor();
  if (!factorId) return { error: MFA_STEP.failed };
  return verifyTotpCode(factorId, code);
}
