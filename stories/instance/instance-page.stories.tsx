import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { createMockApi } from '../../mock-api/create-mock-api';
import { createMockHandlers } from '../../mock-api/msw-handlers';
import { ConfirmProvider } from '@/app/providers/confirm-provider';
import { InstanceRoute } from '@/app/routes/instance/instance-route';
import { Toaster } from '@/components/ui/toaster';

/** The whole instance page against the mock backend through MSW, signed in as a persona. */
function Screen({ instanceId }: { instanceId: string }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ConfirmProvider>
        <MemoryRouter initialEntries={[`/${instanceId}`]}>
          <Routes>
            <Route path="/:id" element={<InstanceRoute />} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </ConfirmProvider>
    </SWRConfig>
  );
}

const meta = {
  title: 'Instance/InstancePage (screen)',
  component: Screen,
  parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  args: { instanceId: 'lounge' },
  async beforeEach({ msw, args }) {
    const api = createMockApi({ mount: 'msw' });
    msw.use(...createMockHandlers(api));
    const persona = args.instanceId === 'study-hall' ? 'listener' : 'dj';
    document.cookie = `token=${(await api.signIn(persona)).jwt}; path=/`;
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
