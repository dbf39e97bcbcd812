/**
 * The admin screens' labels, questions and failures (2-secondary §2, §4, §5). Every text is
 * looked up in the active catalog when it is read (getters and functions), never at import.
 */
import { intlLocale, t } from '../i18n';

/** The admin instance forms' field labels (2-secondary §2, §5). */
export const INSTANCE_FIELD_LABELS = {
  get name() {
    return t('admin.fieldName');
  },
  get discordToken() {
    return t('admin.fieldDiscordToken');
  },
  get discordChannelId() {
    return t('admin.fieldDiscordChannelId');
  },
  get discordGuildId() {
    return t('admin.fieldDiscordGuildId');
  },
  get discordNickname() {
    return t('admin.fieldDiscordNickname');
  },
  get spotifyUsername() {
    return t('admin.fieldSpotifyUsername');
  },
  get spotifyPassword() {
    return t('admin.fieldSpotifyPassword');
  },
  get spotifyClientId() {
    return t('admin.fieldSpotifyClientId');
  },
  get spotifyClientSecret() {
    return t('admin.fieldSpotifyClientSecret');
  },
};

/**
 * The detail of a refused admin form, for 'An error occurred: {detail}': the fields the server
 * named (by their labels), never its validator's wording. The labels are listed the reader's way
 * ("Name, Discord Token" in English, "名前、…" in Japanese).
 */
export function refusedFieldsDetail(labels: readonly string[]): string {
  if (labels.length === 0) return t('admin.refusedForm');
  const fields = new Intl.ListFormat(intlLocale(), { type: 'unit', style: 'short' }).format(labels);
  return t('admin.refusedFields', { fields });
}

/** The admin instance screen's table of the instance's users. */
export const INSTANCE_USERS_MESSAGES = {
  get empty() {
    return t('admin.usersEmpty');
  },
  get tableLabel() {
    return t('admin.usersTableLabel');
  },
  get userColumn() {
    return t('admin.userColumn');
  },
  get actionsColumn() {
    return t('admin.actionsColumn');
  },
  get kick() {
    return t('admin.kick');
  },
};

/** The Kick button's accessible name: 'Kick {user}'. */
export function kickUserLabel(user: string): string {
  return t('admin.kickUser', { user });
}

/** The admin verbs (2-secondary §4): up is deploy, down is remove, delete is kill plus remove. */
export type InstanceVerb = 'deploy' | 'remove' | 'stop' | 'start' | 'restart' | 'kill' | 'delete';

export const ADMIN_MESSAGES = {
  get accessDenied() {
    return t('admin.accessDenied');
  },
  get kickConfirmation() {
    return t('admin.kickConfirmation');
  },
  get deleteAddendum() {
    return t('admin.deleteAddendum');
  },
};

/**
 * 'Are you sure you want to {verb} this instance?' / '… ALL instances?', plus the delete note.
 * One whole sentence per verb (an ICU select), so each language words every question its way.
 */
export function confirmInstanceAction(verb: InstanceVerb, all = false): string {
  const question = all
    ? t('admin.confirmAllInstancesAction', { verb })
    : t('admin.confirmInstanceAction', { verb });
  return verb === 'delete' ? `${question} ${ADMIN_MESSAGES.deleteAddendum}` : question;
}

/** 'Failed to {verb} instance', plural 'instances' for an action on all of them. */
export function instanceActionFailed(verb: InstanceVerb, all = false): string {
  return all
    ? t('admin.allInstancesActionFailed', { verb })
    : t('admin.instanceActionFailed', { verb });
}

/** An admin page whose item the server does not have (404): said as such, with a way back. */
export const ADMIN_NOT_FOUND = {
  user: (id: string) => t('admin.noSuchUser', { id }),
  instance: (id: string) => t('admin.noSuchInstance', { id }),
  get backToUsers() {
    return t('admin.backToUsers');
  },
  get backToInstances() {
    return t('admin.backToInstances');
  },
  get title() {
    return t('admin.notFound');
  },
};

/** Any other failure to read an admin page (a 500, the network). */
export function adminLoadFailed(detail: string): string {
  return t('admin.loadFailed', { detail });
}
