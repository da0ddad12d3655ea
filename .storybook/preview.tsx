import '../console/src/test/fakeNow';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { AtollThemeProvider, fallbackFontFaces } from '../ui-kit/src/theme';
import { AXE_TAGS } from '../ui-kit/src/test-utils/axeRules';
import { clearConfirmations, clearToasts } from '@atoll/ui-kit';
import { clearToasts as clearKitSourceToasts } from '../ui-kit/src/components/Toast/toastQueue';
import { clearConfirmations as clearKitSourceConfirmations } from '../ui-kit/src/components/ConfirmDialog/confirmationStore';
import { REMEMBERED_COMPANY_KEY } from '../console/src/features/login/rememberedCompany';
import { clearLiveAnnouncer } from '../ui-kit/src/test-utils/liveAnnouncer';
import { ASYNC_TIMEOUT_MS } from '../console/src/test/asyncTimeout';

// Every findBy and waitFor of a play function waits this long (console/src/test/asyncTimeout.ts).
configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });

// Inter's sized stand-in, which the console's pages declare in their HTML (pageCss): the stories' frame declares it too.
const standIn = document.createElement('style');
standIn.textContent = fallbackFontFaces;
document.head.append(standIn);

const preview: Preview = {
  loaders: [mswLoader()],
  // Stories of a file share the page: a toast one story raised must not still be showing when the next
  // story looks for its own (a leftover 'Successfully updated' would let a play function read the store
  // before its save has landed). Console stories import the kit as a package, pre-bundled in tests
  // (vitest.config.ts); the kit's own stories import its source: each has its own queue.
  beforeEach: () => {
    clearToasts();
    clearKitSourceToasts();
    // A question a story left open (an App Editor conflict's 'Overwrite?') would show, modal, in the next story.
    clearConfirmations();
    clearKitSourceConfirmations();
    // A pending announcement of React Aria's shared live region outlives its story (~7 s) and points at an element
    // that story has taken away: each story starts with an empty region.
    clearLiveAnnouncer();
    // A story that logs in leaves its company remembered on the device (issue 18): each story starts without.
    localStorage.removeItem(REMEMBERED_COMPANY_KEY);
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
    // WCAG 2.2 AA plus axe's best practices (AXE_TAGS), on every story, once its play has finished (a
    // moment with a list open is checked by the play itself: ui-kit/src/test-utils/axe.ts). Storybook
    // keeps its own 'region' exclusion for isolated components.
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: AXE_TAGS },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};
export default preview;
