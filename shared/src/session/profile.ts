// The signed-in user's profile: the users row (spec 1 §3) in its client shape.
import { normalizeRoles } from './roles';
import type { Role } from '../db/column-values';
import type { UserRow } from '../db/database';

/**
 * Columns of public.users the session reads (spec 1 §3), never demographic_info (the API roles
 * have no SELECT on it, issue 26 §2); tolerant of nulls from older rows.
 */
export const PROFILE_COLUMNS = 'id, auth_user_id, email, first_name, last_name, phone, is_active, roles, supervisor_id, created_at';

/** The shape of a PROFILE_COLUMNS row. */
export type UserProfileRow = Pick<UserRow, 'id' | 'auth_user_id' | 'email' | 'phone' | 'supervisor_id' | 'created_at'> & {
  first_name: string | null;
  last_name: string | null;
  is_active: boolean | null;
  roles: string[] | null;
};

/** Client shape (spec 1 §3): id, email, firstName, lastName, phone, isActive, roles, createdAt. */
export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isActive: boolean;
  roles: Role[];
  supervisorId: string | null;
  createdAt: string;
}

export function toUserProfile(row: UserProfileRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    phone: row.phone,
    isActive: row.is_active !== false,
    roles: normalizeRoles(row.roles),
    supervisorId: row.supervisor_id,
    createdAt: row.created_at,
  };
}

export function fullName(profile: Pick<UserProfile, 'firstName' | 'lastName'>): string {
  return `${profile.firstName} ${profile.lastName}`.trim();
}
