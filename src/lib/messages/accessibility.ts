/**
 * What screen-reader users hear where a sentence needs a choice: the polite live
 * region's announcement of a new track. Not quoted by the spec; it follows its tone.
 */
import { t } from '../i18n';

/** The live region's sentence for a new track: with its artists, or its title alone. */
export function nowPlaying(title: string, artists: string): string {
  return artists === ''
    ? t('a11y.nowPlayingTitle', { title })
    : t('a11y.nowPlaying', { title, artists });
}
