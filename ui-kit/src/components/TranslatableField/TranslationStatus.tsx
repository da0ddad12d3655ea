import { missingLanguages, toTranslationMap, type Translatable, type TranslationMap } from '@atoll/contract';
import styled from 'styled-components';
import { Skeleton } from '../Skeleton/Skeleton';
import { fieldLanguages, languageNames, type FieldLanguage } from './languages';
import { VisuallyHidden } from '../VisuallyHidden';

export interface TranslationStatusProps {
  /** The translatable value: the wire list or the edited map. */
  value: Translatable | TranslationMap | null | undefined;
  /** The company's enabled languages ('en' is always counted). */
  languages: readonly FieldLanguage[];
  /** Words before the status for screen readers, e.g. 'Name translations'. @default 'Translations' */
  subject?: string;
  /**
   * The company's languages have not arrived yet: a placeholder of the same height stands in, so the
   * card neither claims 'All languages' before it can know nor grows (and shifts the grid) when it does.
   */
  pending?: boolean;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.success};
  &[data-missing] { color: ${({ theme }) => theme.color.warning}; }
`;

/** The same mark the field's language switcher puts on a language without text. */
const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
`;

/**
 * Compact completeness indicator for cards: 'All languages', or 'Missing: Dhivehi,
 * Russian' naming each enabled language without text. Read as '<subject>: …'.
 */
export function TranslationStatus({ value, languages, subject = 'Translations', pending = false }: TranslationStatusProps) {
  if (pending) {
    return (
      <Root aria-hidden="true" data-pending="">
        {/* A zero-width space gives the line its height; the bar shows something is coming. */}
        <span>{'\u200b'}</span>
        <Skeleton width="7em" height="1em" />
      </Root>
    );
  }
  const offered = fieldLanguages(languages);
  const map = Array.isArray(value) ? toTranslationMap(value) : (value ?? {});
  const missing = languageNames(missingLanguages(map, offered.map((l) => l.code)), offered);
  const text = missing.length === 0 ? 'All languages' : `Missing: ${missing.join(', ')}`;
  return (
    <Root data-missing={missing.length > 0 || undefined}>
      {missing.length === 0 ? <span aria-hidden="true">✓</span> : <Dot aria-hidden="true" />}
      <VisuallyHidden>{`${subject}: `}</VisuallyHidden>
      <span>{text}</span>
    </Root>
  );
}
