import styled from 'styled-components';

const Alert = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.statusColors.red.fg};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.statusColors.red.bg};
  color: ${({ theme }) => theme.statusColors.red.fg};
  ul { margin: 0; padding-left: ${({ theme }) => theme.space.lg}; }
`;

export interface FormAlertProps {
  /** Messages to announce; nothing renders when empty. One message is a line, several a list. */
  messages: readonly string[];
}

/**
 * A form's own errors: the banner above it (server messages for fields it does not have) and
 * the failure under it (spec section 8). Kept free of final-form so light forms can use it.
 */
export function FormAlert({ messages }: FormAlertProps) {
  if (messages.length === 0) return null;
  return (
    <Alert role="alert">
      {messages.length === 1 ? messages[0] : <ul>{messages.map((message) => <li key={message}>{message}</li>)}</ul>}
    </Alert>
  );
}
