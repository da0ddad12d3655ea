/**
 * Before saving, what a guest would miss in the layout being edited (contract appConfigGaps: texts not in every
 * enabled language, images without alt text), one line per component; a line opens that component's drawer.
 * Advice, not a block: Save stays available.
 */
import styled from 'styled-components';
import { APP_CONFIG_GAP_TEXT, type AppConfigGap } from '@atoll/contract';
import { Button, Disclosure } from '@atoll/ui-kit';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
const Frame = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface GuestGapsProps {
  gaps: AppConfigGap[];
  /** A language code's English name ('ar' → 'Arabic'). */
  languageName: (code: string) => string;
  onOpen: (gap: AppConfigGap) => void;
}

export function GuestGaps({ gaps, languageName, onOpen }: GuestGapsProps) {
  if (gaps.length === 0) return null;
  const line = (gap: AppConfigGap) =>
    gap.kind === 'translation' ? APP_CONFIG_GAP_TEXT.translation(gap.component, gap.languages.map(languageName)) : APP_CONFIG_GAP_TEXT.alt(gap.component, gap.images);
  return (
    <Frame>
      <Disclosure title={APP_CONFIG_GAP_TEXT.heading(gaps.length)} summary={APP_CONFIG_GAP_TEXT.summary} headingLevel={2}>
        <List>
          {gaps.map((gap) => (
            <li key={`${gap.section}:${gap.component_id}:${gap.kind}`}>
              <Button variant="link" onPress={() => onOpen(gap)}>
                {line(gap)}
              </Button>
            </li>
          ))}
        </List>
      </Disclosure>
    </Frame>
  );
}
