import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { InstanceRoute } from '@/app/routes/instance/instance-route';
import { ScreenProviders, serveMockBackendAs } from '../support/screen-harness';

/** The whole instance page against the mock backend through MSW, signed in as a persona. */
function Screen({ instanceId }: { instanceId: string }) {
  return (
    <ScreenProviders>
      <MemoryRouter initialEntries={[`/${instanceId}`]}>
        <Routes>
          <Route path="/:id" element={<InstanceRoute />} />
        </Routes>
      </MemoryRouter>
    </ScreenProviders>
  );
}

const meta = {
  title: 'Instance/InstancePage (screen)',
  component: Screen,
  parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  args: { instanceId: 'lounge' },
  async beforeEach({ msw, args }) {
    const persona = args.instanceId === 'study-hall' ? 'listener' : 'dj';
    await serveMockBackendAs(msw, persona);
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoungeAsDj: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The Lounge', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('001')).toBeInTheDocument();
  },
};
export const StudyHallAsListener: Story = { args: { instanceId: 'study-hall' } };
