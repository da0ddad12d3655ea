import '../console/src/test/fakeNow';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AtollThemeProvider } from '../ui-kit/src/theme';
import { clearToasts } from '@atoll/ui-kit';
import { clearToasts as clearKitSourceToasts } from '../ui-kit/src/components/Toast/toastQueue';

const preview: Preview = {
  loaders: [mswLoader()],
  // Stories of a file share the page: a toast one story raised must not still be showing when the next
  // story looks for its own (a leftover 'Successfully updated' would let a play function read the store
  // before its save has landed). Console stories import the kit as a package, pre-bundled in tests
  // (vitest.config.ts); the kit's own stories import its source: each has its own queue.
  beforeEach: () => {
    clearToasts();
    clearKitSourceToasts();
  },
  // The colour scheme (ADR 0036): a toolbar switch for every story; a story pins one with `globals`.
  globalTypes: {
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { scheme: 'light' },
  decorators: [
    (Story, { globals }) => (
      <AtollThemeProvider scheme={globals.scheme === 'dark' ? 'dark' : 'light'}>
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
