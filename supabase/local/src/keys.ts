// Prints the anon and service_role keys that JWT_SECRET yields when ANON_KEY / SERVICE_ROLE_KEY
// are not set (the server derives the same ones): `JWT_SECRET=… npx tsx supabase/local/src/keys.ts`.
// The anon key goes into the apps' config.json; the service_role key never leaves the server.
import { deriveKey } from './security.ts';

const secret = process.env.JWT_SECRET?.trim();
if (!secret) {
  console.error('JWT_SECRET is not set');
  process.exit(1);
}
console.log(`ANON_KEY=${deriveKey(secret, 'anon')}`);
console.log(`SERVICE_ROLE_KEY=${deriveKey(secret, 'service_role')}`);
