import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { composeStories } from '@storybook/react-vite';
import { AtollThemeProvider, baseColors } from '../theme';
import * as CardStories from './Card/Card.stories';
import * as ErrorCardStories from './ErrorCard/ErrorCard.stories';
import * as SaveBarStories from './SaveBar/SaveBar.stories';
import * as StatusBadgeStories from './StatusBadge/StatusBadge.stories';
import * as TableStories from './Table/Table.stories';
import * as TabsStories from './Tabs/Tabs.stories';

const { Default: CardDefault, Inactive: CardInactive } = composeStories(CardStories);
const { WithRetry: ErrorCardWithRetry } = composeStories(ErrorCardStories);
const { Visible: SaveBarVisible } = composeStories(SaveBarStories);
const { AllColors: StatusBadgeAll } = composeStories(StatusBadgeStories);
const { Default: TableDefault } = composeStories(TableStories);
const { WithCounts: TabsWithCounts } = composeStories(TabsStories);

/** A fixed-size frame on the theme, so shots do not depend on the viewport. */
async function shoot(name: string, story: ReactNode, width = 520) {
  const screen = await render(
    <AtollThemeProvider>
      {/* No pointer events: wherever an earlier test left the mouse, nothing in the shot is hovered. */}
      <div data-testid="frame" style={{ width, padding: 16, background: baseColors.surfaceMuted, pointerEvents: 'none' }}>
        {story}
      </div>
    </AtollThemeProvider>,
  );
  // Images (the card cover) must be decoded before the shot.
  await Promise.all([...screen.container.querySelectorAll('img')].map((img) => img.decode()));
  await expect.element(screen.getByTestId('frame')).toMatchScreenshot(name);
}

describe('layout kit visual baselines', () => {
  it('Card', async () => {
    await shoot('card', <CardDefault />);
  });
  it('Card inactive', async () => {
    await shoot('card-inactive', <CardInactive />);
  });
  it('StatusBadge colours', async () => {
    await shoot('status-badges', <StatusBadgeAll />);
  });
  it('Tabs with counts', async () => {
    await shoot('tabs', <TabsWithCounts />);
  });
  it('ErrorCard with Retry', async () => {
    await shoot('error-card', <ErrorCardWithRetry />);
  });
  it('Table default', async () => {
    await shoot('table', <TableDefault />, 640);
  });
  it('SaveBar', async () => {
    await shoot('save-bar', <SaveBarVisible />);
  });
});
