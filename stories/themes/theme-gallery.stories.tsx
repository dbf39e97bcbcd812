import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { optionLabel } from '@/lib/preferences';
import { getTheme, resolveThemeId } from '@/themes/themes';
import { allThemeModes } from '../../.storybook/modes';
import { PrimitiveShowcase } from './primitive-showcase';
import { asComputedRgb, themeVariable } from './theme-css';
import { t } from '@/lib/i18n';

const surfaces = [
  'bg',
  'card',
  'popover',
  'muted',
  'primary',
  'secondary',
  'accent',
  'danger',
  'success',
  'warning',
  'info',
] as const;

const singles = [
  'border',
  'input',
  'ring',
  'online',
  'offline',
  'progress-track',
  'progress-fill',
] as const;

const foregroundOf = (surface: string) => (surface === 'bg' ? 'fg' : `${surface}-fg`);

/** Every token of the current theme: surface pairs, single colours, radius, fonts, shadows. */
function TokenSheet({ themeId }: { themeId: string }) {
  const theme = getTheme(resolveThemeId(themeId));
  return (
    <div className="grid gap-8">
      <header>
        <h1 className="text-2xl font-semibold">{optionLabel(theme)}</h1>
        <p className="text-sm text-muted-fg">
          data-theme=&quot;{theme.id}&quot; · {theme.scheme} scheme
          {theme.specialEffect && ` · special effect on "${theme.specialEffect.coverImageMatch}"`}
        </p>
      </header>

      <section aria-labelledby="pairs" className="grid gap-3">
        <h2 id="pairs" className="text-lg font-semibold">
          Surfaces and their text
        </h2>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3">
          {surfaces.map((surface) => (
            <li
              key={surface}
              data-token={surface}
              className="grid gap-1 rounded-lg border p-3 text-sm shadow-sm"
              style={{
                backgroundColor: `var(--${surface})`,
                color: `var(--${foregroundOf(surface)})`,
              }}
            >
              <span className="font-semibold" translate="no">
                {surface}
              </span>
              <span className="font-mono text-xs">
                {themeVariable(theme.id, surface)} /{' '}
                {themeVariable(theme.id, foregroundOf(surface))}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="singles" className="grid gap-3">
        <h2 id="singles" className="text-lg font-semibold">
          Lines, focus, status and progress
        </h2>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3">
          {singles.map((token) => (
            <li key={token} data-token={token} className="flex items-center gap-3 text-sm">
              <span
                aria-hidden
                className="size-8 shrink-0 rounded-md"
                style={{ backgroundColor: `var(--${token})` }}
              />
              <span className="grid">
                <span className="font-medium" translate="no">
                  {token}
                </span>
                <span className="font-mono text-xs text-muted-fg">
                  {themeVariable(theme.id, token)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="type" className="grid gap-3">
        <h2 id="type" className="text-lg font-semibold">
          Type, radius and shadows
        </h2>
        <p className="font-display text-3xl">Display: Midnights, 3 a.m.</p>
        <p className="font-sans">Sans: The quick brown fox jumps over the lazy dog.</p>
        <p className="font-mono text-sm">Mono: 03:57 · −16…+16 · 0123456789</p>
        <div className="flex flex-wrap gap-4">
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <div
              key={size}
              className="grid size-24 place-items-center rounded-lg border bg-card text-sm text-card-fg"
              style={{ boxShadow: `var(--shadow-${size})` }}
            >
              shadow-{size}
            </div>
          ))}
          <div className="grid size-24 place-items-center rounded-lg border bg-card text-center text-sm text-card-fg">
            radius {themeVariable(theme.id, 'radius')}
          </div>
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Themes/Gallery',
  parameters: { chromatic: { modes: allThemeModes }, layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  render: (_args, { globals }) => <TokenSheet themeId={String(globals.theme)} />,
  play: async ({ canvasElement, globals }) => {
    const themeId = resolveThemeId(globals.theme);
    // What the browser painted is what the theme file says.
    const primary = canvasElement.querySelector('[data-token="primary"]') as HTMLElement;
    await expect(getComputedStyle(primary).backgroundColor).toBe(
      asComputedRgb(themeVariable(themeId, 'primary')),
    );
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      optionLabel(getTheme(themeId)),
    );
  },
};

export const Primitives: Story = { render: () => <PrimitiveShowcase /> };

export const FloatingLayers: Story = {
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  render: () => (
    <div className="flex min-h-72 items-start gap-16 p-4">
      <DropdownMenu defaultOpen modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">{t('instance.options')}</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-52">
          <DropdownMenuLabel>Lounge</DropdownMenuLabel>
          <DropdownMenuItem>{t('queue.shuffle')}</DropdownMenuItem>
          <DropdownMenuItem>Party mode</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="danger">Clear queue</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Tooltip open>
        <TooltipTrigger asChild>
          <Button variant="ghost">Hover me</Button>
        </TooltipTrigger>
        <TooltipContent>{t('a11y.shortcutSkip')}</TooltipContent>
      </Tooltip>
    </div>
  ),
};
