import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LyricsPanel } from '@/components/lyrics/lyrics-panel';
import { fixedNow, syncAt } from '../instance/fixtures';

const lines = [
  { words: '♪', startTimeMs: 0 },
  { words: 'Tell me where the rivers go', startTimeMs: 12_000 },
  { words: 'Turn the radio up slow', startTimeMs: 16_000 },
  { words: 'Nothing ever goes away', startTimeMs: 20_000 },
  { words: '♪', startTimeMs: 24_000 },
  { words: 'Stories that we never told', startTimeMs: 40_000 },
  { words: 'We were running out of time', startTimeMs: 44_000 },
  { words: 'Summer melting into ice', startTimeMs: 48_000 },
];
const settings = {
  offsetMs: -1000,
  buffer: 4,
  progressType: 'instrumental',
  countdown: false,
  debug: false,
} as const;
// 100 s track; fraction 0.3 = 30 s: the instrumental gap from 24 s to 40 s is current.
const at = (seconds: number) => syncAt(seconds / 100, false, 100_000);

const meta = {
  title: 'Lyrics/LyricsPanel',
  component: LyricsPanel,
  args: { lines, sync: at(30), settings, now: fixedNow },
} satisfies Meta<typeof LyricsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InstrumentalFill: Story = {
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="true"]');
    await expect(current).toHaveTextContent('♪');
    await expect(canvasElement.querySelector('[data-slot="lyrics-fill"]')).not.toBeNull();
  },
};
export const FillNone: Story = {
  args: { settings: { ...settings, progressType: 'none' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="lyrics-fill"]')).toBeNull();
  },
};
export const FillAll: Story = {
  args: { sync: at(45.5), settings: { ...settings, progressType: 'all' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current="true"]')).toHaveTextContent(
      'We were running out of time',
    );
    await expect(canvasElement.querySelector('[data-slot="lyrics-fill"]')).not.toBeNull();
  },
};
export const Countdown: Story = {
  args: {
    lines: lines.slice(1),
    sync: at(5),
    settings: { ...settings, countdown: true },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('8');
  },
};
export const Debug: Story = { args: { settings: { ...settings, debug: true } } };
export const NoLyrics: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No lyrics available.');
  },
};
export const Unsynchronised: Story = {
  args: { lines: lines.map((line) => ({ ...line, startTimeMs: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No synchronised lyrics available.');
  },
};
