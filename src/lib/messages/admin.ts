/**
 * The admin screens' texts that need a choice (2-secondary §2, §4, §5): the form fields' label
 * ids, a refused form's fields as a list, and the lifecycle questions and failures per verb.
 */
import { intlLocale, t, type MessageId } from '../i18n';

/** The admin instance forms' fields and their labels' message ids (2-secondary §2, §5). */
export const INSTANCE_FIELD_LABELS = {
  name: 'admin.fieldName',
  discordToken: 'admin.fieldDiscordToken',
  discordChannelId: 'admin.fieldDiscordChannelId',
  discordGuildId: 'admin.fieldDiscordGuildId',
  discordNickname: 'admin.fieldDiscordNickname',
  spotifyUsername: 'admin.fieldSpotifyUsername',
  spotifyPassword: 'admin.fieldSpotifyPassword',
  spotifyClientId: 'admin.fieldSpotifyClientId',
  spotifyClientSecret: 'admin.fieldSpotifyClientSecret',
} as const satisfies Record<string, MessageId>;

/**
 * Why an admin form was refused, shown under the form: the fields the server
 * named (by their labels), never its validator's wording. The labels are listed the reader's way
 * ("Name, Discord Token" in English, "名前、…" in Japanese).
 */
export function refusedFieldsDetail(labels: readonly string[]): string {
  if (labels.length === 0) return t('admin.refusedForm');
  const fields = new Intl.ListFormat(intlLocale(), { type: 'unit', style: 'short' }).format(labels);
  return t('admin.refusedFields', { fields });
}

/** The admin verbs (2-secondary §4): up is deploy, down is remove, delete is kill plus remove. */
export type InstanceVerb = 'deploy' | 'remove' | 'stop' | 'start' | 'restart' | 'kill' | 'delete';

/**
 * 'Are you sure you want to {verb} this instance?' / '… ALL instances?', plus the delete note.
 * One whole sentence per verb (an ICU select), so each language words every question its way.
 */
export function confirmInstanceAction(verb: InstanceVerb, all = false): string {
  const question = all
    ? t('admin.confirmAllInstancesAction', { verb })
    : t('admin.confirmInstanceAction', { verb });
  return verb === 'delete' ? `${question} ${t('admin.deleteAddendum')}` : question;
}

/** 'Failed to {verb} instance', plural 'instances' for an action on all of them. */
export function instanceActionFailed(verb: InstanceVerb, all = false): string {
  return all
    ? t('admin.allInstancesActionFailed', { verb })
    : t('admin.instanceActionFailed', { verb });
}
