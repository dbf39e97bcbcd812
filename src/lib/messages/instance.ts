/** The instance page's own words (2-secondary §1: the right column and its lists). */
import { t } from '../i18n';
import type { LinkDropIgnoredReason } from '../queue/link-drop';

export const INSTANCE_MESSAGES = {
  get searchAndLists() {
    return t('instanceMessages.searchAndLists');
  },
  get mostPopular() {
    return t('instanceMessages.mostPopular');
  },
  get recentlyPlayed() {
    return t('instanceMessages.recentlyPlayed');
  },
  get random() {
    return t('instanceMessages.random');
  },
  get loadingDetails() {
    return t('instanceMessages.loadingDetails');
  },
};

/** The page's first answer failed: there is nothing to show but why. */
export function serverLoadFailed(detail: string): string {
  return t('instanceMessages.serverLoadFailed', { detail });
}

/**
 * The page's first answer said no (issue 30): a server the user is not a member of (403), or one
 * that does not exist (404). Which one is said, as the admin screens do.
 */
export const INSTANCE_UNAVAILABLE = {
  get deniedTitle() {
    return t('instanceMessages.deniedTitle');
  },
  get deniedDetail() {
    return t('instanceMessages.deniedDetail');
  },
  get notFoundTitle() {
    return t('instanceMessages.notFoundTitle');
  },
  notFound: (id: string) => t('instanceMessages.notFound', { id }),
};

/** Most Popular's detail of a row: "1 play", "12 plays". */
export function playCount(count: number): string {
  return t('instanceMessages.playCount', { count });
}

/** What an offline instance's page says, and why its controls are disabled (issue #20). */
export const OFFLINE_MESSAGES = {
  title: (name: string) => t('instanceMessages.offlineTitle', { name }),
  get detail() {
    return t('instanceMessages.offlineDetail');
  },
  /** Each disabled control's hover text and description. */
  get reason() {
    return t('instanceMessages.offlineReason');
  },
};

/** The cue over the instance page while a link from outside is dragged over it. */
export const LINK_DROP_CUE = {
  get title() {
    return t('instanceMessages.linkDropTitle');
  },
  get detail() {
    return t('instanceMessages.linkDropDetail');
  },
};

/** A link dropped on the instance page that cannot be queued says why (2-secondary §5). */
export const IGNORED_DROP_MESSAGES: Readonly<
  Record<Exclude<LinkDropIgnoredReason, 'empty'>, string>
> = {
  get 'invalid-url'() {
    return t('instanceMessages.dropInvalidUrl');
  },
  get 'not-https'() {
    return t('instanceMessages.dropNotHttps');
  },
  get 'unsupported-spotify-link'() {
    return t('instanceMessages.dropUnsupportedSpotifyLink');
  },
  get 'no-youtube-id'() {
    return t('instanceMessages.dropNoYoutubeId');
  },
};
