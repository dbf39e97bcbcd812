import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';

const meta = {
  title: 'UI/Card',
  component: Card,
  parameters: { chromatic: { modes: allThemeModes } },
  args: { className: 'max-w-sm' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>{t('preferences.cardQueue')}</CardTitle>
        <CardDescription>How tracks are added when you search.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Dragging a track onto the player plays it next.</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">{t('settings.apply')}</Button>
        <Button size="sm" variant="ghost">
          {t('audio.presetReset')}
        </Button>
      </CardFooter>
    </Card>
  ),
};

export const WithAction: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>{t('preferences.cardNotification')}</CardTitle>
        <CardDescription>Take effect after Apply.</CardDescription>
        <CardAction>
          <Button size="sm" variant="outline">
            {t('settings.apply')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="text-sm text-muted-fg">Position: bottom-right</CardContent>
    </Card>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle className="break-words">
          Supercalifragilisticexpialidocious-and-an-even-longer-unbroken-server-name
        </CardTitle>
        <CardDescription>
          A description that goes on for a while to show how the card wraps long text without
          overflowing its own border or pushing the footer out of view.
        </CardDescription>
      </CardHeader>
      <CardContent className="text-sm">Content</CardContent>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardContent className="text-sm">A card with nothing but content.</CardContent>
    </Card>
  ),
};
