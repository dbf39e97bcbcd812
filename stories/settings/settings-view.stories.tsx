import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsView } from '@/components/settings/settings-view';
import { t } from '@/lib/i18n';
import { createPreferenceTable, defaultPreferences } from '@/lib/preferences';
import { SETTINGS_CARD_TITLES } from '@/lib/preferences/settings-cards';
import { themeChoices } from '@/themes/themes';
import { representativeThemeModes } from '../../.storybook/modes';
import { atWidth } from '../support/at-width';

// The table the app builds (src/app/providers/preferences-store.ts), from the same registry.
const table = createPreferenceTable(themeChoices);
const DEFAULT_PREFERENCES = defaultPreferences(table);

const meta = {
  title: 'Settings/SettingsView',
  component: SettingsView,
  parameters: { layout: 'fullscreen', chromatic: { modes: representativeThemeModes } },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
  args: {
    values: DEFAULT_PREFERENCES,
    onChange: fn(),
    onApply: fn(),
    onRevert: fn(),
    table,
    loginCode: { code: '2C650553', onCopy: fn(), onRegenerate: fn() },
  },
} satisfies Meta<typeof SettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const AllCards: Story = {
  play: async ({ canvasElement }) => {
    for (const id of Object.values(SETTINGS_CARD_TITLES)) {
      await expect(within(canvasElement).getByRole('region', { name: t(id) })).toBeVisible();
    }
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading settings' }),
    ).toBeVisible();
  },
};

export const ThemeCard: Story = {
  args: { cards: ['theme'] },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement, 'Theme').getByRole('combobox', { name: 'Theme' }),
    ).toHaveTextContent('Dark');
  },
};

export const QueueCard: Story = {
  args: { cards: ['queue'] },
  play: async ({ canvasElement, args }) => {
    const card = region(canvasElement, 'Song queue behaviour');
    const slider = card.getByRole('slider', { name: 'Queued tracks shown' });
    await expect(slider).toHaveAttribute('aria-valuemax', '100');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('queuedTrackNum', 51);
  },
};

export const LyricsCard: Story = {
  args: { cards: ['lyrics'] },
  play: async ({ canvasElement }) => {
    const slider = region(canvasElement, 'Lyrics settings').getByRole('slider', {
      name: 'Lyrics offset',
    });
    await expect(slider).toHaveAttribute('aria-valuemin', '-5000');
    await expect(slider).toHaveAttribute('aria-valuetext', '-1000ms');
  },
};

export const DisplayCard: Story = {
  args: { cards: ['display'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      region(canvasElement, 'Display settings').getByRole('switch', {
        name: 'Lowercase aesthetic',
      }),
    );
    await expect(args.onChange).toHaveBeenCalledWith('lowercaseAesthetic', true);
  },
};

export const SearchCard: Story = {
  args: { cards: ['search'] },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement, 'Search settings').getByRole('slider', { name: 'Artists' }),
    ).toHaveAttribute('aria-valuemax', '50');
  },
};

export const NotificationCardWaitingForApply: Story = {
  args: {
    cards: ['notification'],
    values: { ...DEFAULT_PREFERENCES, notificationPosition: 'top-left' },
    pendingCards: ['notification'],
  },
  play: async ({ canvasElement, args }) => {
    const card = region(canvasElement, 'Notification settings');
    await expect(card.getByRole('status')).toHaveTextContent('Saved. Press Apply to use it.');
    await userEvent.click(card.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalled();
  },
};

export const SidebarCard: Story = {
  args: { cards: ['sidebar'] },
  play: async ({ canvasElement }) => {
    await expect(
      region(canvasElement, 'Sidebar settings').getByRole('switch', {
        name: 'Show listener avatars',
      }),
    ).toBeChecked();
  },
};

export const ActionsCard: Story = {
  args: { cards: ['actions'] },
  play: async ({ canvasElement, args }) => {
    const card = region(canvasElement, 'Actions');
    await expect(card.getByText('2C650553')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Regenerate login code' }));
    await expect(args.loginCode.onRegenerate).toHaveBeenCalled();
    await userEvent.click(card.getByRole('button', { name: 'Revert settings' }));
    await expect(args.onRevert).toHaveBeenCalled();
  },
};

export const ActionsCardCodeLoading: Story = {
  args: {
    cards: ['actions'],
    loginCode: { code: null, loading: true, onCopy: fn(), onRegenerate: fn() },
  },
};

// Every settings card at the four widths.
export const AllCardsPhone: Story = { ...atWidth(AllCards, 'phone'), tags: ['skip-visual'] };
export const AllCardsTablet: Story = { ...atWidth(AllCards, 'tablet'), tags: ['skip-visual'] };
export const AllCardsLaptop: Story = { ...atWidth(AllCards, 'laptop'), tags: ['skip-visual'] };
export const AllCardsDesktop: Story = { ...atWidth(AllCards, 'desktop'), tags: ['skip-visual'] };

/**
 * In German: the Display settings card and its Language select, which names every language in
 * itself (Deutsch, العربية, 日本語), whatever the language the dashboard speaks.
 */
export const GermanLanguageSelect: Story = {
  args: { cards: ['display'] },
  globals: { locale: 'de' },
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const card = region(canvasElement, 'Anzeige-Einstellungen');
    await expect(card.getByRole('switch', { name: 'Kleinschreibung-Ästhetik' })).toBeVisible();
    const select = card.getByRole('combobox', { name: 'Sprache' });
    await expect(select).toHaveTextContent('English');
    await userEvent.click(select);
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'العربية',
      'Deutsch',
      'Español',
      'Français',
      '日本語',
      'Português (Brasil)',
      'Русский',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};
