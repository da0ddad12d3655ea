import { useRef, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Printer } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { printCodes } from './qrFiles';

export interface QRCodeSheetProps {
  /** Names the sheet and heads the printed page, e.g. 'QR codes of Beach Villa'. */
  heading: string;
  /** One code per entry: a caption (e.g. 'Room 101') and the URL it opens. */
  codes: readonly { title: string; url: string }[];
  /** Edge length of each code on screen in px. @default 160 */
  size?: number;
}

/** Shown when the browser blocked the print window. */
export const QR_SHEET_TEXT = {
  print: 'Print',
  blocked: 'The print window was blocked. Allow pop-ups for this site and try again.',
} as const;

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Code = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  /* What will be printed, as paper in both schemes (a scanner needs the light quiet zone; tokens.ts, paper). */
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.onPaper};
  text-align: center;
  overflow-wrap: anywhere;
  small { color: ${({ theme }) => theme.color.onPaperMuted}; }
`;

const Blocked = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textError};
`;

/**
 * Many QR codes at once (e.g. every room of a type) as they will be printed, with Print: the codes
 * go to a window of their own, so the page on paper holds the codes and their captions only.
 */
export function QRCodeSheet({ heading, codes, size = 160 }: QRCodeSheetProps) {
  const root = useRef<HTMLElement>(null);
  const [blocked, setBlocked] = useState(false);
  const print = () => {
    const svgs = [...(root.current?.querySelectorAll<SVGSVGElement>('li svg') ?? [])];
    setBlocked(!printCodes(heading, codes.map((code, index) => ({ ...code, svg: svgs[index] }))));
  };
  return (
    <Root ref={root} aria-label={heading}>
      <div>
        <Button onPress={print}>
          <Printer aria-hidden="true" size={16} /> {QR_SHEET_TEXT.print}
        </Button>
      </div>
      {blocked && <Blocked role="alert">{QR_SHEET_TEXT.blocked}</Blocked>}
      <Codes>
        {codes.map((code) => (
          <Code key={code.url}>
            <QRCodeSVG value={code.url} size={size} role="img" aria-label={`QR code for ${code.url}`} />
            <strong>{code.title}</strong>
            <small>{code.url}</small>
          </Code>
        ))}
      </Codes>
    </Root>
  );
}
