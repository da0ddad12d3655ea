import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AtollThemeProvider } from '../ui-kit/src/theme';

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [
    (Story) => (
      <AtollThemeProvider>
        <Story />
      </AtollThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    // WCAG 2.2 AA (target-size is off in axe's default set; the wcag22aa tag turns it on) plus axe's
    // best practices, on every story. Storybook keeps its own 'region' exclusion for isolated components.
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};
export default preview;
