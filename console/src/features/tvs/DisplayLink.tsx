/** A TV's display link: its address as the text (so its name is what a person sees), opened in a new tab, which screen readers hear. */
import styled from 'styled-components';
import { TVS_TEXT } from '@atoll/contract';
import { VisuallyHidden } from '@atoll/ui-kit';

const Link = styled.a`
  overflow-wrap: anywhere;
`;

export function DisplayLink({ url }: { url: string }) {
  return (
    <Link href={url} target="_blank" rel="noreferrer">
      {url}
      <VisuallyHidden> {TVS_TEXT.newTab}</VisuallyHidden>
    </Link>
  );
}
