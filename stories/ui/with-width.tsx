import type { Decorator } from '@storybook/react-vite';

/** Renders the story in a box of a fixed width (a Tailwind width class), as a sidebar would. */
export const withWidth =
  (className: string): Decorator =>
  (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
