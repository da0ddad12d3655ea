/**
 * Basic Settings' place while its settings or its form's code load (issue 23, ADR 0059): the same boxes as the form —
 * Property Name, the colour picker's two rows of swatches, Save, and the Property Logo and Default Image uploaders
 * (label, hint, drop area) side by side where they fit — so App Languages and the PMS card below do not move when the
 * form arrives. On a phone they were on screen under the shorter stand-in and jumped down (a layout shift of 0.11,
 * measured by scripts/screenshots-first-loads.ts).
 */
import styled from 'styled-components';
import { SkeletonRegion } from '@atoll/ui-kit';
import { SettingsFormColumn, SettingsImagesRow as Row, SettingsStack as Stack } from './settingsLayout';
import { DEFAULT_IMAGE_HINT, LOGO_SIZE_HINT } from './settingsText';

// The form's column, its fields one under the other as the kit's Form lays them out.
const FormColumn = styled(SettingsFormColumn)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
// The kit's field parts (FieldParts), colour picker and uploader (uploadParts), drawn without their code.
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
const Label = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.color.textPrimary};
`;
const Box = styled.div`
  min-height: 36px;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.surface};
`;
const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(6, 32px);
  gap: ${({ theme }) => theme.space.sm};
  & > span {
    height: 32px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.color.skeleton};
  }
`;
const ButtonBox = styled.div`
  width: 72px;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.skeleton};
`;
const Upload = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
const Hint = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Zone = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
`;

function UploadPlaceholder({ label, hint }: { label: string; hint: string }) {
  return (
    <Upload>
      <Label>{label}</Label>
      <Hint>{hint}</Hint>
      <Zone>
        <span>Drop an image here, or</span>
        <ButtonBox style={{ width: 130 }} />
      </Zone>
    </Upload>
  );
}

export function SettingsFormPlaceholder({ label }: { label?: string }) {
  return (
    <SkeletonRegion label={label}>
      <Stack aria-hidden="true">
        <FormColumn>
          <Field>
            <Label>Property Name</Label>
            <Box />
          </Field>
          <Field>
            <Label>Primary Colour</Label>
            <Swatches>
              {Array.from({ length: 12 }, (_, i) => (
                <span key={i} />
              ))}
            </Swatches>
          </Field>
          <ButtonBox />
        </FormColumn>
        <Row>
          <UploadPlaceholder label="Property Logo" hint={LOGO_SIZE_HINT} />
          <UploadPlaceholder label="Default Image" hint={DEFAULT_IMAGE_HINT} />
        </Row>
      </Stack>
    </SkeletonRegion>
  );
}
