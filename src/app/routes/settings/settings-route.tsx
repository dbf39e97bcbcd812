import { useEffect, useState } from 'react';
import { showToast } from '@/app/show-toast';
import { useSWRConfig } from 'swr';
import { ApiError } from '@/api/api-error';
import { regenerateLoginCode } from '@/api/auth/actions';
import { authKeys } from '@/api/auth/keys';
import { useLoginCode } from '@/api/auth/use-login-code';
import {
  clearAllPreferences,
  preferenceTable,
  preferencesAtLoad,
  setPreference,
  usePreferences,
} from '@/app/providers/preferences-store';
import { useConfirmDialog } from '@/app/providers/confirm-provider';
import { SettingsView } from '@/components/settings/settings-view';
import { isSettingsCard } from '@/lib/preferences/settings-cards';
import { revertSettingsQuestion } from '@/lib/messages';
import { t } from '@/lib/i18n';
import {
  PREFERENCE_KEYS,
  normalisePreference,
  preferenceLabel,
  type PreferenceKey,
  type Preferences,
  type SettingsCard,
} from '@/lib/preferences';

function detailOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Cards holding a setting whose saved value is not yet the one in effect (waits for Apply). */
function pendingCards(values: Preferences): SettingsCard[] {
  const atLoad = preferencesAtLoad();
  const cards = new Set<SettingsCard>();
  for (const key of PREFERENCE_KEYS) {
    const definition = preferenceTable[key];
    if (definition.apply !== 'on-apply' || values[key] === atLoad[key]) continue;
    if (isSettingsCard(definition.card)) cards.add(definition.card);
  }
  return [...cards];
}

/** The labels of the settings whose value is not the default: what Revert would lose. */
function changedLabels(values: Preferences): string[] {
  return PREFERENCE_KEYS.filter((key) => values[key] !== preferenceTable[key].default).map((key) =>
    preferenceLabel(preferenceTable[key]),
  );
}

/** /settings (spec 1 §2, §5): preferences saved on change, the login code, Apply and Revert. */
export function SettingsRoute() {
  const values = usePreferences();
  const code = useLoginCode();
  const { mutate } = useSWRConfig();
  const [regenerating, setRegenerating] = useState(false);
  const confirm = useConfirmDialog();

  // A failed fetch of the code is told once per failure, with the server's detail.
  useEffect(() => {
    if (code.error)
      showToast('error', t('general.errorWithDetail', { detail: detailOf(code.error) }));
  }, [code.error]);

  const change = (key: PreferenceKey, value: unknown) => {
    setPreference(key, normalisePreference(preferenceTable, key, value));
    // Lowercase aesthetic changes every text on the page: reload at once (spec 1 §2).
    if (preferenceTable[key].apply === 'reload') window.location.reload();
  };

  const regenerate = async () => {
    setRegenerating(true);
    try {
      const next = await regenerateLoginCode();
      await mutate(authKeys.key('loginCode', {}), { code: next }, { revalidate: false });
    } catch (error) {
      showToast(
        'error',
        t('general.errorWithDetail', {
          detail: error instanceof ApiError ? error.message : detailOf(error),
        }),
      );
    } finally {
      setRegenerating(false);
    }
  };

  const copy = async () => {
    if (!code.data) return;
    try {
      await navigator.clipboard.writeText(code.data.code);
      showToast('success', t('general.loginCodeCopied'));
    } catch (error) {
      // Not a login-code failure but the clipboard's: the spec's generic words, the browser's in
      // the console.
      console.warn('[settings] could not copy the login code:', error);
      showToast('error', t('general.error'));
    }
  };

  // 1-core §2: it clears all local storage and reloads. Asked first, in the app's one confirm
  // dialog, since it cannot be undone.
  const revert = async () => {
    const confirmed = await confirm({
      description: revertSettingsQuestion(changedLabels(values)),
      confirmLabel: t('general.revertConfirm'),
    });
    if (!confirmed) return;
    clearAllPreferences();
    window.location.reload();
  };

  return (
    <SettingsView
      loading={code.isLoading}
      values={values}
      onChange={change}
      table={preferenceTable}
      pendingCards={pendingCards(values)}
      onApply={() => window.location.reload()}
      onRevert={() => void revert()}
      loginCode={{
        code: code.data?.code ?? null,
        regenerating,
        onCopy: () => void copy(),
        onRegenerate: () => void regenerate(),
      }}
    />
  );
}
