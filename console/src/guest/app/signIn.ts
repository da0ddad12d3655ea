/**
 * Sign in by room and last name (POST guest-app/{domain}/session; one message for any miss, throttled like staff
 * login). The fields carry the server's messages (aria-invalid, aria-describedby); the form's error is an alert.
 */
import type { ApiError, GuestSession } from '@atoll/contract';
import { GUEST_SHELL_TEXT as TEXT } from '@atoll/contract/guestWebApp';
import { el, pageHeading } from './dom';
import type { Result } from './api';

export interface SignInDeps {
  submit: (room: string, lastName: string) => Promise<Result<GuestSession>>;
  signedIn: (session: GuestSession) => void;
}

const message = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

export function signInPage(deps: SignInDeps): HTMLElement {
  const field = (name: string, label: string, autocomplete: string) => {
    const input = el('input', { id: `gs-${name}`, name, autocomplete, required: '', 'aria-describedby': `gs-${name}-error` });
    const error = el('p', { class: 'gs-field__error', id: `gs-${name}-error` });
    return { input, error, box: el('div', { class: 'gs-field' }, el('label', { for: `gs-${name}` }, label), input, error) };
  };
  const room = field('room', TEXT.room, 'off');
  const lastName = field('last_name', TEXT.lastName, 'family-name');
  const alert = el('p', { class: 'gs-alert', role: 'alert' });
  const button = el('button', { class: 'gs-button gs-button--primary', type: 'submit' }, TEXT.signIn);
  const form = el('form', { class: 'gs-form', novalidate: '' }, room.box, lastName.box, alert, button);

  const show = (error: ApiError | null, status: number) => {
    const fields = error?.errors ?? {};
    for (const [name, f] of [['room', room], ['last_name', lastName]] as const) {
      const text = message(fields[name]) ?? '';
      f.error.textContent = text;
      if (text) f.input.setAttribute('aria-invalid', 'true');
      else f.input.removeAttribute('aria-invalid');
    }
    const named = Object.keys(fields).some((name) => name === 'room' || name === 'last_name');
    alert.textContent = status === 429 || fields.captcha ? TEXT.tooManyTries : status === 0 ? TEXT.unavailable : named ? '' : (error?.message ?? TEXT.unavailable);
    const first = [room, lastName].find((f) => f.input.hasAttribute('aria-invalid'));
    first?.input.focus();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button.disabled) return;
    button.disabled = true;
    alert.textContent = '';
    void deps.submit(room.input.value, lastName.input.value).then((result) => {
      button.disabled = false;
      if (result.ok) deps.signedIn(result.data);
      else show(result.error, result.status);
    });
  });

  return el('article', { class: 'gs-signin' }, pageHeading(TEXT.signInTitle), el('p', { class: 'gs-muted' }, TEXT.signInLine), form);
}
