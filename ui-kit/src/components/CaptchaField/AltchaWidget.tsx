import { useEffect, useRef } from 'react';
import type {} from 'altcha/types/react';

export interface AltchaWidgetProps {
  /** URL the widget fetches its proof-of-work challenge from. */
  challengeUrl: string;
  /** Receives the base64 payload once solved, null when it expires or fails. */
  onChange: (token: string | null) => void;
  /** Id of the element that describes the widget (the error message). @default undefined */
  describedBy?: string;
}

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/**
 * ALTCHA v3 web component: solves a proof-of-work in the browser, no third party involved.
 * The widget module is imported on first use so pages without a captcha do not load it.
 */
export function AltchaWidget({ challengeUrl, onChange, describedBy }: AltchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    void import('altcha');
    const widget = ref.current;
    if (!widget) return;
    // 'statechange' carries the payload with state 'verified'; any other state means no valid token.
    const onState = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      latestOnChange.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, []);

  return <altcha-widget ref={ref} challenge={challengeUrl} name="captcha" type="checkbox" aria-describedby={describedBy} />;
}
