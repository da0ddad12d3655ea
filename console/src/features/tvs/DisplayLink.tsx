/** A TV's display link: its address as the text (so its name is what a person sees), opened in a new tab, which screen readers hear. */
import styled from 'styled-components';
import { TVS_TEXT } from '@atoll/contract';

const Link = styled.a`
  overflow-wrap: anywhere;
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export function DisplayLink({ url }: { url: string }) {
  return (
    <Link href={url} target="_blank" rel="noreferrer">
      {url}
      <Hidden> {TVS_TEXT.newTab}</Hidden>
    </Link>
  );
}
