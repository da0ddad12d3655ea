/**
 * The App Editor's live phone preview (issue 21): the section being edited, drawn by the guest app's own
 * renderer (console/src/guest/render) from the editor's unsaved configuration with the property's real
 * facilities, events, banners and quick actions (GET guest-app/{domain}?lang=xx), in a device frame. Every
 * edit of the local configuration shows at once (renderSection redraws only what changed). A click, Enter
 * or Space on a component in the phone selects it in the list and opens its drawer; the list's selected
 * component is outlined in the phone and scrolled into view there. A language switch (the property's
 * enabled languages; right to left for Arabic and Dhivehi) and device sizes.
 *
 * The renderer draws into a shadow root inside the frame: its stylesheet and the console's never meet.
 * The frame lays out at the device's CSS width (the renderer's container queries see that width) and is
 * scaled down to fit the column. Loaded on first use, after the editor has painted (not in the route's
 * first chunk); the drag list stays outside it.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AppConfig, AppSectionId } from '@atoll/contract';
import { LoadingSpinner, Select } from '@atoll/ui-kit';
import { useContentLanguages } from '#api/contentApi.ts';
import { useSession } from '#app/hooks.ts';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';
import { disposeSection, guestRenderCss, renderSection } from '../../guest/render';
import { useGuestAppQuery } from './previewApi';
import { APP_EDITOR_SCREEN_TEXT as TEXT } from './texts';

export const PREVIEW_DEVICES = [
  { id: 'phone', width: 390, height: 844 },
  { id: 'small-phone', width: 360, height: 740 },
  { id: 'tablet', width: 768, height: 1024 },
] as const;
export type PreviewDeviceId = (typeof PREVIEW_DEVICES)[number]['id'];

/** The frame's bezel around the screen, in CSS pixels at scale 1. */
const BEZEL = 12;
/** The screen's height never asks for more than the window less this (the toolbar above, some air). */
const WINDOW_MARGIN = 220;
const MIN_HEIGHT = 420;

export interface PhonePreviewProps {
  /** The editor's unsaved configuration. */
  config: AppConfig;
  section: AppSectionId;
  selectedId: string | null;
  onSelect: (componentId: string) => void;
}

const Column = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  & > * {
    flex: 1 1 160px;
    min-width: 0;
  }
`;
const Fit = styled.div`
  min-width: 0;
  display: flex;
  justify-content: center;
`;
/** Takes the scaled frame's size in the layout; the frame inside is drawn at device size and scaled. */
const Slot = styled.div`
  position: relative;
  flex: none;
`;
const Frame = styled.div`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  transform-origin: top left;
  padding: ${BEZEL}px;
  border-radius: 40px;
  background: #111827;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.borderStrong};
`;
const Screen = styled.div`
  overflow-y: auto;
  overflow-x: hidden;
  border-radius: 28px;
  background: #f4f5f7;
  overscroll-behavior: contain;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
const Centered = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  padding: 16px;
  color: #111827;
`;

/** The shadow root's own page: the renderer's stylesheet and the screen's scrolling. */
const SHADOW_CSS = `:host { display: block; } .ag { min-height: 100%; }`;

function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export default function PhonePreview({ config, section, selectedId, onSelect }: PhonePreviewProps) {
  const languages = useContentLanguages();
  const domain = useSession().company?.username ?? '';
  const [language, setLanguage] = useState('en');
  const [deviceId, setDeviceId] = useState<PreviewDeviceId>('phone');
  const device = PREVIEW_DEVICES.find((d) => d.id === deviceId) ?? PREVIEW_DEVICES[0];
  const lang = languages.some((l) => l.code === language) ? language : 'en';
  // While another language loads, the last one's content stays (RTK Query's data is the latest answer).
  const { data, error, isFetching, refetch } = useGuestAppQuery({ domain, lang }, { skip: !domain });
  const app = useMemo(() => (data ? { ...data, config } : null), [data, config]);

  const fitRef = useRef<HTMLDivElement>(null);
  const available = useWidth(fitRef);
  const [windowHeight, setWindowHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setWindowHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const outerWidth = device.width + 2 * BEZEL;
  const screenHeight = Math.max(MIN_HEIGHT, Math.min(device.height, windowHeight - WINDOW_MARGIN));
  const outerHeight = screenHeight + 2 * BEZEL;
  const scale = available > 0 ? Math.min(1, available / outerWidth) : 1;

  // The renderer's root, in a shadow root of the screen's host (made once).
  const hostRef = useRef<HTMLDivElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = `${guestRenderCss}\n${SHADOW_CSS}`;
    const root = document.createElement('div');
    shadow.replaceChildren(style, root);
    rootRef.current = root;
    return () => {
      disposeSection(root);
      rootRef.current = null;
    };
  }, []);

  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const select = useMemo(() => (id: string) => onSelectRef.current(id), []);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (root && app) renderSection(root, app, section, { language: lang, mode: 'preview', selectedId, onSelect: select });
  }, [app, section, lang, selectedId, select]);

  // The selected component into view, within the screen only (the page does not move).
  useEffect(() => {
    const screen = screenRef.current;
    const box = selectedId ? rootRef.current?.querySelector<HTMLElement>(`[data-component-id="${CSS.escape(selectedId)}"]`) : null;
    if (!screen || !box) return;
    const top = (box.getBoundingClientRect().top - screen.getBoundingClientRect().top) / scale;
    const height = box.offsetHeight;
    if (top < 0 || top + Math.min(height, screen.clientHeight) > screen.clientHeight) {
      screen.scrollTop = Math.max(0, screen.scrollTop + top - 16);
    }
  }, [selectedId, section, app, scale]);

  const deviceItems = PREVIEW_DEVICES.map((d) => ({ id: d.id, label: TEXT.devices[d.id](d.width, d.height) }));
  return (
    <Column aria-label={TEXT.phone.title}>
      <Controls>
        <Select label={TEXT.phone.language} items={languages.map((l) => ({ id: l.code, label: l.name }))} value={lang} onChange={(key) => setLanguage(String(key))} />
        <Select label={TEXT.phone.device} items={deviceItems} value={deviceId} onChange={(key) => setDeviceId(String(key) as PreviewDeviceId)} />
      </Controls>
      <Fit ref={fitRef}>
        <Slot style={{ width: outerWidth * scale, height: outerHeight * scale }}>
          <Frame style={{ transform: `scale(${scale})` }} data-device={device.id}>
            <Screen
              ref={screenRef}
              style={{ width: device.width, height: screenHeight }}
              // The screen scrolls: a keyboard user reaches it, its components are buttons inside.
              tabIndex={0}
              role="region"
              aria-label={TEXT.phone.screen(TEXT.devices[device.id](device.width, device.height))}
            >
              {!app && (
                <Centered>
                  {error ? <QueryErrorCard error={error} onRetry={() => void refetch()} isRetrying={isFetching} headingLevel={3} /> : <LoadingSpinner />}
                </Centered>
              )}
              <div ref={hostRef} data-phone-preview="" hidden={!app} />
            </Screen>
          </Frame>
        </Slot>
      </Fit>
    </Column>
  );
}
