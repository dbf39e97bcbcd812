/**
 * What the admin components draw, as props: the API's shapes (type-only from the generated contract) with what
 * the app works out for them (the avatar's address, memberships by instance).
 */
import type { components } from '@/contract/schema';

/** A registered user as the admin tables show them. */
export type AdminUserView = Pick<
  components['schemas']['AdminUser'],
  | 'id'
  | 'discordId'
  | 'discordUsername'
  | 'discordDiscriminator'
  | 'lastLoginDateTime'
  | 'registeredDateTime'
> & {
  /** Ready-made avatar address, or undefined for initials. */
  avatarUrl?: string;
};

/** One instance a user belongs to, with the permissions they hold there. */
export interface UserMembershipView {
  instanceId: string;
  instanceName: string;
  roles: readonly string[];
}
