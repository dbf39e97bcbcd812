import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultValue: 'tracks' },
  parameters: { chromatic: { modes: allThemeModes } },
  render: (args) => (
    <Tabs {...args} className="w-96">
      <TabsList>
        <TabsTrigger value="tracks">{t('search.tracks')}</TabsTrigger>
        <TabsTrigger value="playlists">{t('search.playlists')}</TabsTrigger>
        <TabsTrigger value="radio" disabled>
          {t('search.radio')}
        </TabsTrigger>
        <TabsTrigger value="artists">{t('search.artists')}</TabsTrigger>
      </TabsList>
      <TabsContent value="tracks" className="text-sm">
        Track results
      </TabsContent>
      <TabsContent value="playlists" className="text-sm">
        Playlist results
      </TabsContent>
      <TabsContent value="artists" className="text-sm">
        Artist results
      </TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchByClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel', { name: 'Tracks' })).toHaveTextContent(
      'Track results',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Playlists' }));
    await expect(canvas.getByRole('tab', { name: 'Playlists' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Playlists' })).toHaveTextContent(
      'Playlist results',
    );
  },
};

export const ArrowKeysSkipDisabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Tracks' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Playlists' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // Radio is disabled, so focus moves on to Artists and activates it.
    await expect(canvas.getByRole('tab', { name: 'Artists' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Artists' })).toBeVisible();
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const RightToLeft: Story = { args: { dir: 'rtl' } };
