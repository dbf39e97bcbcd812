/**
 * What the admin components draw, as props. The app layer maps the API's shapes onto these
 * (components never import the API layer).
 */

/** A registered user as the admin tables show them. */
export interface AdminUserView {
  /** Internal id. */
  id: string;
  /** Chat-platform id. */
  discordId: string;
  discordUsername: string;
  discordDiscriminator: string;
  /** Ready-made avatar address, or undefined for initials. */
  avatarUrl?: string;
  lastLoginDateTime: string | null;
  registeredDateTime: string;
}

/** One instance a user belongs to, with the permissions they hold there. */
export interface UserMembershipView {
  instanceId: string;
  instanceName: string;
  roles: readonly string[];
}
