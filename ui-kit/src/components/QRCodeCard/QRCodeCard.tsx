import { useId, useRef } from 'react';
import { Heading, Link } from 'react-aria-components';
import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { LAYOUT } from '@atoll/contract';
import { Download } from 'lucide-react';
import { Button } from '../Button';
import { downloadPng, downloadSvg } from './qrFiles';

export interface QRCodeCardProps {
  /** The URL the code opens (company.qr_link). */
  url: string;
  /** Card heading. @default 'Open in the app' */
  title?: string;
  /** A line explaining the code to staff. @default 'Guests scan this code to open your property in the mobile app.' */
  description?: string;
  /** App Store link; hidden when absent. */
  appStoreHref?: string;
  /** Google Play link; hidden when absent. */
  googlePlayHref?: string;
  /** Edge length of the code in px. @default LAYOUT.qrSize (256) */
  size?: number;
  /**
   * Offers 'Download PNG' and 'Download SVG', saved under this name made file-safe (e.g.
   * 'QR code room 101' → qr-code-room-101.png). @default undefined (no downloads)
   */
  downloadName?: string;
}

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Root = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Code = styled.div`
  flex: none;
  padding: ${({ theme }) => theme.space.sm};
  /* Paper in both schemes: a scanner needs dark modules on a light quiet zone (tokens.ts, paper). */
  background: ${({ theme }) => theme.color.paper};
  line-height: 0;
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 200px;
  flex: 1;
`;

const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const TextLink = styled(Link)`
  color: ${({ theme }) => theme.color.actionPrimaryText};
  overflow-wrap: anywhere;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

const Stores = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StoreLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.color.textPrimary};
  color: ${({ theme }) => theme.color.surface};
  text-decoration: none;
  &[data-focus-visible] { outline: 2px solid ${({ theme }) => theme.color.focusRing}; outline-offset: 2px; }
`;

/** The home screen's QR card: a code guests scan, the same link as text, and the app-store links. */
export function QRCodeCard({
  url,
  title = 'Open in the app',
  description = 'Guests scan this code to open your property in the mobile app.',
  appStoreHref,
  googlePlayHref,
  size = LAYOUT.qrSize,
  downloadName,
}: QRCodeCardProps) {
  const titleId = useId();
  const svg = useRef<SVGSVGElement>(null);
  const hasStores = Boolean(appStoreHref || googlePlayHref);
  return (
    <Root aria-labelledby={titleId}>
      <Code>
        {/* The SVG is an image whose text alternative names what it encodes. */}
        <QRCodeSVG ref={svg} value={url} size={size} role="img" aria-label={`QR code for ${url}`} title={`QR code for ${url}`} />
      </Code>
      <Text>
        <Title id={titleId} level={2}>
          {title}
        </Title>
        <Muted>{description}</Muted>
        <TextLink href={url} target="_blank" rel="noreferrer">
          {url}
        </TextLink>
        {downloadName && (
          <Downloads>
            <Button variant="secondary" onPress={() => svg.current && void downloadPng(svg.current, downloadName)}>
              <Download aria-hidden="true" size={16} /> Download PNG
            </Button>
            <Button variant="secondary" onPress={() => svg.current && downloadSvg(svg.current, downloadName)}>
              <Download aria-hidden="true" size={16} /> Download SVG
            </Button>
          </Downloads>
        )}
        {hasStores && (
          <Stores aria-label="Download the app">
            {appStoreHref && (
              <li>
                <StoreLink href={appStoreHref} target="_blank" rel="noreferrer">
                  App Store
                </StoreLink>
              </li>
            )}
            {googlePlayHref && (
              <li>
                <StoreLink href={googlePlayHref} target="_blank" rel="noreferrer">
                  Google Play
                </StoreLink>
              </li>
            )}
          </Stores>
        )}
      </Text>
    </Root>
  );
}
