/**
 * Specimens of the kit's visual language, drawn from the live theme so the documentation can never
 * drift from the tokens: colours, type scale, spacing, radii, elevation and icons. Storybook's
 * Foundations page (ui-kit/src/Foundations.mdx) shows them through Foundations.stories.tsx.
 */
import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import { ArrowUpDown, BedDouble, Check, ChevronDown, CircleAlert, Inbox, Plus, Search, Trash2, X } from 'lucide-react';
import { contrastRatio } from '../theme/contrast';
import type { TypeStyle } from '../theme/tokens';

const Grid = styled.ul<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Value = styled.code`
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: ${({ theme }) => theme.typography.scale.caption.size};
  overflow-wrap: anywhere;
`;

const Chip = styled.span`
  display: flex;
  align-items: flex-end;
  height: 64px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.typography.scale.caption.size};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** Every semantic colour of the theme by name (they are named by meaning, not by value). */
export function ColorSwatches() {
  const theme = useTheme();
  const entries = Object.entries(theme.color).filter(([name]) => !name.startsWith('on'));
  return (
    <Grid $min={150} aria-label="Semantic colours">
      {entries.map(([name, value]) => {
        // Sample letters in whichever of white and the text colour reads better on the fill, and only
        // where one reaches AA: a mid-grey border colour is no surface for text.
        const isSolid = value.startsWith('#');
        const onDark = isSolid ? contrastRatio(value, theme.color.surface) : 0;
        const onLight = isSolid ? contrastRatio(value, theme.color.textPrimary) : 0;
        const text = onDark > onLight ? theme.color.surface : theme.color.textPrimary;
        return (
          <Tile key={name}>
            <Chip style={{ background: value, color: text }} aria-hidden="true">
              {Math.max(onDark, onLight) >= 4.5 ? 'Aa' : ''}
            </Chip>
            <Name>{name}</Name>
            <Value>{value}</Value>
          </Tile>
        );
      })}
    </Grid>
  );
}

/** The status colours (spec section 9): a tint and its AA-readable text colour. */
export function StatusSwatches() {
  const theme = useTheme();
  return (
    <Grid $min={120} aria-label="Status colours">
      {Object.entries(theme.statusColors)
        .filter(([name]) => name !== 'gray')
        .map(([name, { bg, fg }]) => (
          <Tile key={name}>
            <Chip style={{ background: bg, color: fg }}>{name}</Chip>
            <Value>
              {bg} / {fg}
            </Value>
          </Tile>
        ))}
    </Grid>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Specimen = styled.li`
  display: grid;
  grid-template-columns: minmax(96px, 140px) 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: baseline;
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  @media (max-width: 480px) { grid-template-columns: 1fr; gap: ${({ theme }) => theme.space.xs}; }
`;

const SAMPLES: Record<string, string> = {
  display: '128 guests',
  title: 'Facilities',
  heading: 'Opening hours',
  body: 'The spa opens at nine; guests book treatments at the front desk.',
  bodyStrong: 'Sunset Grill',
  caption: 'Updated 5 minutes ago',
};

/** The type scale: each step's sample set in its own size, weight, line height and tracking. */
export function TypeScale() {
  const theme = useTheme();
  const steps = Object.entries(theme.typography.scale) as [string, TypeStyle][];
  return (
    <List aria-label="Type scale">
      {steps.map(([name, step]) => (
        <Specimen key={name}>
          <span>
            <Name>{name}</Name>
            <br />
            <Value>
              {step.size} / {step.lineHeight} · {step.weight}
            </Value>
          </span>
          <span
            data-step={name}
            style={{ fontSize: step.size, fontWeight: step.weight, lineHeight: step.lineHeight, letterSpacing: step.letterSpacing }}
          >
            {SAMPLES[name] ?? name}
          </span>
        </Specimen>
      ))}
    </List>
  );
}

const Bar = styled.span`
  display: block;
  height: 16px;
  border-radius: ${({ theme }) => theme.radii.xs};
  background: ${({ theme }) => theme.color.info};
`;

/** The spacing scale as bars of their own length. */
export function SpacingScale() {
  const theme = useTheme();
  return (
    <List aria-label="Spacing scale">
      {Object.entries(theme.space).map(([name, value]) => (
        <Specimen key={name}>
          <span>
            <Name>{name}</Name> <Value>{value}</Value>
          </span>
          <Bar style={{ width: value }} aria-hidden="true" />
        </Specimen>
      ))}
    </List>
  );
}

const Surface = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 88px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.typography.scale.heading.size};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const USES = ['Flat: tables, inputs', 'Resting cards', 'Raised: popovers, sticky bars', 'Drawers, dialogs, toasts'];

/** Elevation levels 0-3 on surfaces, with what each is for. */
export function ElevationScale() {
  const theme = useTheme();
  return (
    <Grid $min={150} aria-label="Elevation">
      {Object.entries(theme.elevation).map(([level, shadow]) => (
        <Tile key={level}>
          <Surface style={{ boxShadow: shadow, border: level === '0' ? `1px solid ${theme.color.border}` : undefined }}>{level}</Surface>
          <Name>Level {level}</Name>
          <Value>{USES[Number(level)]}</Value>
        </Tile>
      ))}
    </Grid>
  );
}

/** Corner radii on the same square. */
export function RadiiScale() {
  const theme = useTheme();
  return (
    <Grid $min={110} aria-label="Radii">
      {Object.entries(theme.radii).map(([name, value]) => (
        <Tile key={name}>
          <Surface style={{ borderRadius: value, border: `1px solid ${theme.color.borderStrong}`, height: 64 }} aria-hidden="true" />
          <Name>{name}</Name>
          <Value>{value}</Value>
        </Tile>
      ))}
    </Grid>
  );
}

const ICONS = { Plus, Search, ChevronDown, ArrowUpDown, Check, X, Trash2, CircleAlert, Inbox, BedDouble };

const IconTile = styled(Tile)`
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  svg { width: 20px; height: 20px; }
`;

/** lucide-react icons as components (named imports, tree-shaken), 20 px with a 2 px stroke in currentColor. */
export function IconSamples() {
  return (
    <Grid $min={110} aria-label="Icons">
      {Object.entries(ICONS).map(([name, Icon]) => (
        <IconTile key={name}>
          <Icon aria-hidden="true" />
          <Value>{name}</Value>
        </IconTile>
      ))}
    </Grid>
  );
}

const SectionRoot = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.typography.scale.heading.size};
    font-weight: ${({ theme }) => theme.typography.scale.heading.weight};
    line-height: ${({ theme }) => theme.typography.scale.heading.lineHeight};
  }
`;

/** A titled block of the Foundations story. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionRoot aria-label={title}>
      <h2>{title}</h2>
      {children}
    </SectionRoot>
  );
}
