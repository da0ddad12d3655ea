/**
 * Add Component's first step (spec section 2: 'an Add Component button opens a component-type picker
 * first'): the eight types of the contract, each with its short description; choosing one opens the
 * edit drawer for a new component of that type.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { APP_COMPONENT_TYPES, type AppComponentType } from '@atoll/contract';
import { Modal } from '@atoll/ui-kit';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';

const Choices = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A card: the button names the type; its ::after covers the card, so a click on the description chooses too. */
const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  &:hover { background: ${({ theme }) => theme.color.surfaceMuted}; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.typography.size.sm}; }
`;
const Choice = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-align: left;
  cursor: pointer;
  &:focus-visible { outline: none; }
  &::after { content: ''; position: absolute; inset: 0; }
`;

export function TypePicker({ isOpen, onClose, onChoose }: { isOpen: boolean; onClose: () => void; onChoose: (type: AppComponentType) => void }) {
  const id = useId();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={TEXT.chooseType} isDismissable width={640}>
      <Choices>
        {APP_COMPONENT_TYPES.map((t) => (
          <Card key={t.type}>
            <Choice type="button" onClick={() => onChoose(t.type)} aria-describedby={`${id}-${t.type}`}>
              {t.label}
            </Choice>
            <p id={`${id}-${t.type}`}>{t.description}</p>
          </Card>
        ))}
      </Choices>
    </Modal>
  );
}
