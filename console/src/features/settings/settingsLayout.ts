/** Basic Settings' layout, shared by the form (loaded on first use) and its stand-in (SettingsFormPlaceholder). */
import styled from 'styled-components';

/** The form over the two uploaders. */
export const SettingsStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/** Name and colour read best at a line length, not across the whole page. */
export const SettingsFormColumn = styled.div`
  max-width: 560px;
`;

/** Property Logo and Default Image, side by side where they fit. */
export const SettingsImagesRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;
