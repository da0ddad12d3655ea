/**
 * The frame of the logged-out screens (login, sign-up, activation): the
 * product name and one centred panel with the screen's heading.
 */
import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import styled from 'styled-components';
import { PRODUCT_NAME } from '@atoll/contract';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.color.textPrimary};
`;

const Panel = styled.section<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Title = styled(Heading)`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

export interface AuthLayoutProps {
  /** The screen's heading (h1), which also names the panel. */
  title: string;
  children: ReactNode;
  /** Panel width in px. @default 420 */
  width?: number;
}

export function AuthLayout({ title, children, width = 420 }: AuthLayoutProps) {
  return (
    <Page>
      <Brand aria-hidden="true">{PRODUCT_NAME}</Brand>
      <Panel $width={width} aria-labelledby="auth-title">
        <Title level={1} id="auth-title">
          {title}
        </Title>
        {children}
      </Panel>
    </Page>
  );
}
