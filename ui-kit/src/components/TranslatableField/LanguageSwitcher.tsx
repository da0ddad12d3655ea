import { Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import type { FieldLanguage } from './languages';
import { VisuallyHidden } from '../VisuallyHidden';

export interface LanguageSwitcherProps {
  /** Accessible name of the radio group, e.g. 'Name: language'. */
  'aria-label': string;
  /** The languages offered, in order ('en' first). */
  languages: readonly FieldLanguage[];
  /** The language being edited. */
  selected: string;
  /** Called with the code of the language chosen. */
  onSelect: (code: string) => void;
  /** Codes that have no text yet: marked with a dot and read as '(missing)'. */
  missing: readonly string[];
  /** Codes whose text is too long: marked and read as '(too long)'. */
  overLimit?: readonly string[];
  /** @default false */
  isDisabled?: boolean;
}

const Group = styled(RadioGroup)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const LanguageButton = styled(Radio)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 28px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  &[data-hovered] { color: ${({ theme }) => theme.color.textPrimary}; }
  &[data-selected] {
    border-color: ${({ theme }) => theme.color.textPrimary};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

const Marker = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.warning};
  &[data-kind='over'] { background: ${({ theme }) => theme.color.textError}; }
`;

/** One radio per language (RAC RadioGroup: arrow keys choose, Tab leaves); languages without text carry a marker. */
export function LanguageSwitcher({ languages, selected, onSelect, missing, overLimit = [], isDisabled, ...props }: LanguageSwitcherProps) {
  return (
    <Group aria-label={props['aria-label']} orientation="horizontal" value={selected} onChange={onSelect} isDisabled={isDisabled}>
      {languages.map(({ code, name }) => {
        const isOver = overLimit.includes(code);
        const isMissing = missing.includes(code);
        return (
          <LanguageButton key={code} value={code}>
            {name}
            {isOver ? (
              <>
                <Marker aria-hidden="true" data-kind="over" title="Too long" />
                <VisuallyHidden> (too long)</VisuallyHidden>
              </>
            ) : isMissing ? (
              <>
                <Marker aria-hidden="true" data-kind="missing" title="No text yet" />
                <VisuallyHidden> (missing)</VisuallyHidden>
              </>
            ) : null}
          </LanguageButton>
        );
      })}
    </Group>
  );
}
