/**
 * One of Home's sections (the day's figures, the booking analytics): a column under its h2, named by
 * that heading. A heading's <span> is its quiet part (the day's date beside 'Today'). The muted line
 * is the sections' note when there is nothing to show.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.scale.heading.size};
  font-weight: ${({ theme }) => theme.typography.scale.heading.weight};
  line-height: ${({ theme }) => theme.typography.scale.heading.lineHeight};
  span { color: ${({ theme }) => theme.color.textMuted}; font-weight: ${({ theme }) => theme.typography.weight.regular}; }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

export interface HomeSectionProps {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  heading: ReactNode;
  children: ReactNode;
}

export function HomeSection({ id, heading, children }: HomeSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      {children}
    </Section>
  );
}
