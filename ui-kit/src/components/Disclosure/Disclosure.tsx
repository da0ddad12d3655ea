import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosurePanel,
  Heading,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { ChevronRight } from 'lucide-react';
import styled from 'styled-components';

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /** The trigger's text, e.g. 'More settings'; it names the region it opens. */
  title: string;
  /** A short line under the title saying what is inside, e.g. 'E-mails, remarks, app bookings'. */
  summary?: string;
  /** What opens: shown only when expanded (hidden, not unmounted, to keep form fields registered). */
  children: ReactNode;
  /** Heading level of the trigger, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

const Root = styled(RACDisclosure)`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Title = styled(Heading)`
  margin: 0;
  font-size: inherit;
`;

const Trigger = styled(RACButton)`
  display: flex;
  width: 100%;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  text-align: left;
  cursor: pointer;
  svg { flex: none; margin-top: 2px; transition: transform 120ms ease; }
  &[aria-expanded='true'] svg { transform: rotate(90deg); }
  &[data-hovered] { background: ${({ theme }) => theme.color.surfaceSunken}; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { svg { transition: none; } }
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong { font-weight: ${({ theme }) => theme.typography.weight.medium}; }
  span { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.typography.size.sm}; }
`;

const Panel = styled(DisclosurePanel)`
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }
`;

/**
 * A section that opens and closes (RAC Disclosure: a button with aria-expanded controlling a region),
 * for fields most people never change. Keyboard: Tab to the trigger, Enter or Space toggles.
 */
export function Disclosure({ title, summary, children, headingLevel = 3, ...props }: DisclosureProps) {
  return (
    <Root {...props}>
      <Title level={headingLevel}>
        <Trigger slot="trigger">
          <ChevronRight aria-hidden="true" size={16} />
          <Words>
            <strong>{title}</strong>
            {summary && <span>{summary}</span>}
          </Words>
        </Trigger>
      </Title>
      <Panel>
        <div>{children}</div>
      </Panel>
    </Root>
  );
}
