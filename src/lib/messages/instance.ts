/** The instance page's words that depend on a code (2-secondary §5). */
import type { MessageId } from '../i18n';
import type { LinkDropIgnoredReason } from '../queue/link-drop';

/** A link dropped on the instance page that cannot be queued says why: each reason's message id. */
export const IGNORED_DROP_MESSAGES = {
  'invalid-url': 'instanceMessages.dropInvalidUrl',
  'not-https': 'instanceMessages.dropNotHttps',
  'unsupported-spotify-link': 'instanceMessages.dropUnsupportedSpotifyLink',
  'no-youtube-id': 'instanceMessages.dropNoYoutubeId',
} as const satisfies Record<Exclude<LinkDropIgnoredReason, 'empty'>, MessageId>;
