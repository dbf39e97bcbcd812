import type { InstanceTracksData } from '@/api/instances/use-instance-tracks';
import { avatarUrl } from '@/app/avatar-url';
import { ActivityList } from '@/components/activity/activity-list';

interface ActivitySectionProps {
  entries: InstanceTracksData['instance']['audits'];
}

/** Avatars come from the configured content host, which only the app knows. */
const avatarSrc = (actor: { avatarHash?: string; discriminator: string }) =>
  avatarUrl({
    discordAvatarHash: actor.avatarHash ?? null,
    discordDiscriminator: actor.discriminator,
  });

/** The Activity tab: the instance's audit log, newest first. */
export function ActivitySection({ entries }: ActivitySectionProps) {
  return <ActivityList entries={entries} avatarSrc={avatarSrc} />;
}
