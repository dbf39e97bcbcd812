import type { components } from '@/contract/schema';
import type { AdminUserView, UserMembershipView } from '@/components/admin/types';
import { avatarUrl } from '@/app/avatar-url';

type AdminUser = components['schemas']['AdminUser'];

export function toUserView(user: AdminUser): AdminUserView {
  return {
    id: user.id,
    discordId: user.discordId,
    discordUsername: user.discordUsername,
    discordDiscriminator: user.discordDiscriminator,
    avatarUrl: avatarUrl(user),
    lastLoginDateTime: user.lastLoginDateTime,
    registeredDateTime: user.registeredDateTime,
  };
}

/** The user's memberships, by instance name. */
export function toMemberships(user: AdminUser): UserMembershipView[] {
  return Object.entries(user.userInstances)
    .map(([instanceId, m]) => ({
      instanceId,
      instanceName: m.instanceName,
      roles: m.userInstanceRoles,
    }))
    .sort((a, b) => a.instanceName.localeCompare(b.instanceName));
}
