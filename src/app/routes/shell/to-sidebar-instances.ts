import type { components } from '@/contract/schema';
import { avatarUrl } from '@/app/avatar-url';
import type { SidebarInstance } from '@/components/sidebar/instance-sidebar';
import { displayName } from '@/lib/format/display-name';

type InstanceList = components['schemas']['InstanceListResponse'];

/** GET /api/instance's answer as the sidebar's rows: track and listeners joined by instance id. */
export function toSidebarInstances(list: InstanceList): SidebarInstance[] {
  return list.instances.map((instance) => {
    const track = list.tracks[instance.id];
    return {
      id: instance.id,
      name: instance.name,
      isOnline: instance.isOnline,
      track: track ? { name: track.name, artists: track.artists, imageUrl: track.imageUrl } : null,
      presences: (list.presences[instance.id] ?? []).map((presence, index) => ({
        id: `${presence.discordUsername}#${presence.discordDiscriminator}#${index}`,
        name: displayName(presence.discordUsername, presence.discordDiscriminator),
        src: avatarUrl(presence),
      })),
    };
  });
}
