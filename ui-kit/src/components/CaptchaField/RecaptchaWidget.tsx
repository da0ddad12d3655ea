import { useEffect, useRef } from 'react';

interface Grecaptcha {
  render: (container: HTMLElement, options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; 'error-callback': () => void }) => number;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    atollRecaptchaLoaded?: () => void;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=atollRecaptchaLoaded';
let scriptLoading: Promise<Grecaptcha> | undefined;

/** Adds Google's script once, only when a reCAPTCHA is actually shown. */
function loadRecaptcha(): Promise<Grecaptcha> {
  scriptLoading ??= new Promise((resolve, reject) => {
    window.atollRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA missing')));
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'));
    document.head.append(script);
  });
  return scriptLoading;
}

export interface RecaptchaWidgetProps {
  /** The site key of the Google reCAPTCHA v2 checkbox. */
  siteKey: string;
  /** Receives the token once ticked, null when it expires or fails. */
  onChange: (token: string | null) => void;
}

/**
 * Google reCAPTCHA v2 (checkbox), the spec's original captcha ('Please tick the google captcha').
 * Needs Google's servers, so it is not exercised by the offline tests; ALTCHA is the default.
 */
export function RecaptchaWidget({ siteKey, onChange }: RecaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    void loadRecaptcha().then((grecaptcha) => {
      if (cancelled || !container.current) return;
      grecaptcha.render(container.current, {
        sitekey: siteKey,
        callback: (token) => latestOnChange.current(token),
        'expired-callback': () => latestOnChange.current(null),
        'error-callback': () => latestOnChange.current(null),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  return <div ref={container} />;
}
