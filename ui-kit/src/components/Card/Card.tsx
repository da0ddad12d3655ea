import { useState, type ReactNode } from 'react';
import { Button as RACButton, Link as RACLink } from 'react-aria-components';
import { ImageIcon } from 'lucide-react';
import styled, { css } from 'styled-components';
import { CARD_TEXT, LAYOUT, MSG } from '@atoll/contract';
import { StatusBadge, type StatusBadgeProps } from '../StatusBadge';
import { useCardCoverFallback } from './CardCoverFallback';
import { useCardView } from '../CardGrid/CardGrid';

export interface CardProps {
  /** The card's name; also the accessible name of its press target. */
  title: string;
  /** A second line, e.g. the facility type. */
  subtitle?: ReactNode;
  /**
   * Cover image URL. Without one the card shows the property's default image (CardCoverFallback),
   * else a placeholder of the same size, so a grid's cards line up.
   */
  image?: string | null;
  /** Whether the card has a cover at all (false for cards that never show a picture). @default true */
  hasCover?: boolean;
  /** Alt text of the cover; empty because the title already names the card. @default '' */
  imageAlt?: string;
  /** Status tags shown under the title. @default [] */
  tags?: StatusBadgeProps[];
  /** Adds the grey MSG.inactive ('Inactive') tag. @default false */
  isInactive?: boolean;
  /**
   * For objects that can be set inactive: an active one says so too, with a green CARD_TEXT.active ('Active')
   * tag, so a manager reads the state of every card and not only of the inactive ones. @default false
   */
  showActive?: boolean;
  /** Makes the whole card pressable (click anywhere, or Tab + Enter/Space on the title). */
  onPress?: () => void;
  /** Makes the whole card a link instead (router-aware through RAC's RouterProvider). */
  href?: string;
  /** Extra content at the bottom, e.g. a description. */
  children?: ReactNode;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** The cover's width in the list view. */
const LIST_THUMB_WIDTH = 96;

const Root = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${LAYOUT.cardMaxWidth}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &[data-pressable]:hover { border-color: ${({ theme }) => theme.color.borderStrong}; }
  &:has([data-focus-visible]) { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  /* A row of the list view: the cover a thumbnail at the start, the text beside it, the row as wide as the list. */
  &[data-view='list'] {
    flex-direction: row;
    max-width: none;
  }
  &[data-view='list'] > :is(img, [data-cover-placeholder]) {
    flex: 0 0 ${LIST_THUMB_WIDTH}px;
    width: ${LIST_THUMB_WIDTH}px;
    height: auto;
    min-height: 72px;
  }
  &[data-view='list'] > [data-content] { flex: 1; min-width: 0; padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`}; }
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  height: 160px;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const CoverPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 160px;
  background: ${({ theme }) => theme.color.surfaceSunken};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The cover, the fallback image or the placeholder; a cover that fails to load also falls back. */
function CardCover({ image, alt }: { image?: string | null; alt: string }) {
  const fallback = useCardCoverFallback();
  const [failed, setFailed] = useState<string | null>(null);
  const source = [image, fallback].find((url): url is string => Boolean(url) && url !== failed);
  if (!source) {
    return (
      <CoverPlaceholder data-cover-placeholder>
        <ImageIcon aria-hidden="true" size={32} strokeWidth={1.5} />
      </CoverPlaceholder>
    );
  }
  return <Cover src={source} alt={alt} onError={() => setFailed(source)} />;
}

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
`;

// The "stretched" press target: the title's button/link covers the card through ::after, so the
// whole card is clickable while screen readers meet one named control, not a button full of content.
const stretched = css`
  all: unset;
  cursor: pointer;
  &::after { content: ''; position: absolute; inset: 0; }
`;
const PressTarget = styled(RACButton)`${stretched}`;
const LinkTarget = styled(RACLink)`${stretched}`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** A content card of the list screens: cover, title, subtitle and tags; pressable as a whole. */
export function Card({
  title,
  subtitle,
  image,
  hasCover = true,
  imageAlt = '',
  tags = [],
  isInactive = false,
  showActive = false,
  onPress,
  href,
  children,
  headingLevel = 3,
}: CardProps) {
  const view = useCardView();
  const state = isInactive ? [{ text: MSG.inactive, color: 'grey' as const }] : showActive ? [{ text: CARD_TEXT.active, color: 'green' as const }] : [];
  const allTags = [...state, ...tags];
  const name = href ? <LinkTarget href={href}>{title}</LinkTarget> : onPress ? <PressTarget onPress={onPress}>{title}</PressTarget> : title;
  return (
    <Root data-pressable={href || onPress ? true : undefined} data-inactive={isInactive || undefined} data-view={view}>
      {hasCover && <CardCover image={image} alt={imageAlt} />}
      <Content data-content>
        <Heading as={`h${headingLevel}`}>{name}</Heading>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {allTags.length > 0 && (
          <Tags>
            {allTags.map((tag) => (
              <StatusBadge key={tag.text} {...tag} />
            ))}
          </Tags>
        )}
        {children}
      </Content>
    </Root>
  );
}
