import { useEffect } from 'react';
import { applyTheme } from '@/app/providers/document-look';
import { preferences } from '@/app/providers/preferences-store';
import { findSpecialEffectTheme } from '@/themes/themes';

/**
 * With special effects on, a playing track whose cover (address or album name) matches a
 * theme's trigger switches the page to that theme; the user's own theme comes back when the
 * track changes or the page is left (1-core §2).
 */
export function useSpecialEffects(
  enabled: boolean,
  cover: { imageUrl: string | null } | undefined,
) {
  const themeId = enabled && cover ? findSpecialEffectTheme(cover.imageUrl) : undefined;
  useEffect(() => {
    if (themeId === undefined) return;
    applyTheme(themeId);
    return () => applyTheme(preferences.get().theme);
  }, [themeId]);
}
