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
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};
export default preview;
