import type * as React from 'react';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';
import {
  preferencesForCard,
  type PreferenceKey,
  type Preferences,
  type PreferenceTable,
} from '@/lib/preferences';
import {
  SETTINGS_CARD_TITLES,
  SETTINGS_COLUMNS,
  type SettingsCard,
} from '@/lib/preferences/settings-cards';
import { LoginCodePanel, type LoginCodePanelProps } from './login-code-panel';
import { PreferenceField, type PreferenceValue } from './preference-field';

interface SettingsViewProps {
  values: Preferences;
  onChange: (key: PreferenceKey, value: PreferenceValue) => void;
  /** The preferences table, whose theme row lists the theme registry's ids and labels. */
  table: PreferenceTable;
  /** Cards whose saved values differ from the ones in effect (they wait for Apply). */
  pendingCards?: readonly SettingsCard[];
  /** Reloads the page so notification and sidebar settings take effect. */
  onApply: () => void;
  /** Clears all local storage and reloads. */
  onRevert: () => void;
  /** The login code in the Actions card. */
  loginCode: LoginCodePanelProps;
  /** The spec shows a spinner until the login code has been asked for, then the form. */
  loading?: boolean;
  /** Only these cards (a story of one card); every card by default. */
  cards?: readonly SettingsCard[];
}

/** Cards whose settings take effect on Apply (they get the Apply button). */
const APPLY_CARDS: readonly SettingsCard[] = ['notification', 'sidebar'];

function SettingsCardView({
  card,
  children,
  footer,
}: {
  card: SettingsCard;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  const titleId = `settings-card-${card}`;
  return (
    <Card data-slot="settings-card" data-card={card} role="region" aria-labelledby={titleId}>
      <CardHeader>
        {/* h2: the cards sit right under the page's h1 (CardTitle is an h3). */}
        <h2
          id={titleId}
          data-slot="card-title"
          className="font-display text-base leading-tight font-semibold"
        >
          {t(SETTINGS_CARD_TITLES[card])}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
      {footer && <CardFooter className="flex-wrap gap-2">{footer}</CardFooter>}
    </Card>
  );
}

/**
 * The settings screen (spec 1 §2, §5): four columns of cards built from the preferences table.
 * Every change is reported at once (the app saves it); notification and sidebar cards carry
 * Apply; the Actions card holds the login code and "Revert settings".
 */
function SettingsView({
  values,
  onChange,
  table,
  pendingCards = [],
  onApply,
  onRevert,
  loginCode,
  loading = false,
  cards,
}: SettingsViewProps) {
  if (loading) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label={t('settings.loading')} />
      </div>
    );
  }
  const renderCard = (card: SettingsCard) => {
    if (card === 'actions') {
      return (
        <SettingsCardView key={card} card={card}>
          <LoginCodePanel {...loginCode} />
          <div className="grid gap-2">
            <Button variant="danger" onClick={onRevert}>
              <RotateCcw aria-hidden />
              {t('settings.revert')}
            </Button>
            <p className="text-xs text-muted-fg">{t('settings.revertHint')}</p>
          </div>
        </SettingsCardView>
      );
    }
    const pending = pendingCards.includes(card);
    return (
      <SettingsCardView
        key={card}
        card={card}
        footer={
          APPLY_CARDS.includes(card) && (
            <>
              <Button variant={pending ? 'primary' : 'outline'} onClick={onApply}>
                {t('settings.apply')}
              </Button>
              {pending && (
                <p role="status" className="text-xs text-muted-fg">
                  {t('settings.savedPressApply')}
                </p>
              )}
            </>
          )
        }
      >
        {preferencesForCard(table, card).map((key) => (
          <PreferenceField
            key={key}
            name={key}
            definition={table[key]}
            value={values[key]}
            onChange={(value) => onChange(key, value)}
          />
        ))}
      </SettingsCardView>
    );
  };
  return (
    <div data-slot="settings-view" className="grid gap-6">
      <h1 className="font-display text-2xl font-bold">{t('settings.heading')}</h1>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-4">
        {SETTINGS_COLUMNS.map((column, index) => (
          <div key={index} data-slot="settings-column" className="grid gap-4">
            {column.filter((card) => !cards || cards.includes(card)).map(renderCard)}
          </div>
        ))}
      </div>
    </div>
  );
}

export { SettingsView };
