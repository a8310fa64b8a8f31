// The create-user edge function's request and answer (spec 1 §5 "User creation dialog", §7): ONE
// definition the admin app sends and reads (mf-admin user-creation) and the function parses and
// answers (supabase/functions/create-user, through the import map). Types only, so Deno reads it.
// The demographic info is the one thing typed per side: the app sends the form's values (the
// users.demographic_info column type), the function keeps its validated strings.
import type { Role } from './roles.ts';

export interface CreateUserRequest<Demographics> {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  demographicInfo: Demographics | null;
}

/** The new users row the function answers with, as `{ success: true, user }`. */
export interface CreatedUser {
  id: string;
  /** null only for a row no auth account backs (the column allows it; create-user always sets it) */
  auth_user_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  roles: Role[];
  supervisor_id: string | null;
}
