import { useId } from 'react';
import styled from 'styled-components';
import { FieldLabel } from '../FieldParts';
import { AltchaWidget } from './AltchaWidget';
import { RecaptchaWidget } from './RecaptchaWidget';

export interface CaptchaFieldProps {
  /** Which captcha to show: ALTCHA (self-hosted proof-of-work) or Google reCAPTCHA v2. */
  provider: 'altcha' | 'recaptcha';
  /** ALTCHA only: URL of the challenge endpoint. @default undefined */
  challengeUrl?: string;
  /** reCAPTCHA only: the site key. @default undefined */
  siteKey?: string;
  /** Receives the token to send as `captcha` once solved, null when it is no longer valid. */
  onChange: (token: string | null) => void;
  /** Shown under the captcha, e.g. 'Captcha Not Completed'. @default undefined */
  errorMessage?: string;
  /** Visible label of the group. @default 'Captcha' */
  label?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  altcha-widget { --altcha-max-width: 100%; }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.color.textError};
`;

/** The captcha of sign-up, as a labelled group with its error under it. */
export function CaptchaField({ provider, challengeUrl, siteKey, onChange, errorMessage, label = 'Captcha' }: CaptchaFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const describedBy = errorMessage ? errorId : undefined;
  return (
    <Root role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <FieldLabel id={labelId} elementType="span">
        {label}
      </FieldLabel>
      {provider === 'altcha' && challengeUrl && <AltchaWidget challengeUrl={challengeUrl} onChange={onChange} describedBy={describedBy} />}
      {provider === 'recaptcha' && siteKey && <RecaptchaWidget siteKey={siteKey} onChange={onChange} />}
      {errorMessage && (
        <ErrorText id={errorId} role="alert">
          {errorMessage}
        </ErrorText>
      )}
    </Root>
  );
}
