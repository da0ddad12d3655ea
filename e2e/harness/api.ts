/**
 * The HTTP API as a script would use it: for seeding data a walk does not
 * exercise through the screens, and for checks a person cannot make (status
 * codes of another company's ids).
 */
import {
  API_BASE,
  CLIENT_ID,
  CLIENT_ID_HEADER,
  type AuthResponse,
  type Paged,
  type SignupPayload,
  type User,
  type UserCreatePayload,
} from '@atoll/contract';
import { solveAltcha } from './captcha';

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
}

export interface ApiClient {
  call<T = unknown>(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<ApiResult<T>>;
  /** Like call, but throws (with the response body) unless the status is 2xx. */
  ok<T>(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<T>;
  /** POSTs a multipart upload (field `file`, plus `fields`) and answers like `ok`. */
  upload<T>(path: string, options: { token: string; file: UploadFile; fields?: Record<string, string> }): Promise<T>;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export function apiClient(baseUrl: string): ApiClient {
  const call: ApiClient['call'] = async (method, path, { token, body } = {}) => {
    const headers: Record<string, string> = { [CLIENT_ID_HEADER]: CLIENT_ID, Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${baseUrl}${API_BASE}/${path.replace(/^\//, '')}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text for the error message.
    }
    return { status: response.status, body: parsed as never };
  };
  return {
    call,
    async ok<T>(method: string, path: string, options?: { token?: string; body?: unknown }) {
      const result = await call<{ data: T }>(method, path, options);
      if (result.status < 200 || result.status > 299) {
        throw new Error(`${method} ${path} answered ${result.status}: ${JSON.stringify(result.body)}`);
      }
      return result.body.data;
    },
    async upload<T>(path: string, { token, file, fields = {} }: { token: string; file: UploadFile; fields?: Record<string, string> }) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
      const response = await fetch(`${baseUrl}${API_BASE}/${path.replace(/^\//, '')}`, {
        method: 'POST',
        headers: { [CLIENT_ID_HEADER]: CLIENT_ID, Accept: 'application/json', Authorization: `Bearer ${token}` },
        body: form,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`POST ${path} (upload ${file.name}) answered ${response.status}: ${text}`);
      return (JSON.parse(text) as { data: T }).data;
    },
  };
}

export interface Credentials {
  company: string;
  username: string;
  password: string;
}

export function login(api: ApiClient, credentials: Credentials): Promise<AuthResponse> {
  return api.ok<AuthResponse>('POST', 'auth/login', { body: credentials });
}

/** Signs a company up as a script would: it solves the ALTCHA challenge itself. */
export async function signupViaApi(api: ApiClient, payload: Omit<SignupPayload, 'captcha'>): Promise<Credentials> {
  const challenge = await api.call<unknown>('GET', 'auth/captcha/challenge');
  if (challenge.status !== 200) throw new Error(`No ALTCHA challenge: ${challenge.status} ${JSON.stringify(challenge.body)}`);
  const captcha = await solveAltcha(challenge.body);
  await api.ok('POST', 'auth/signup', { body: { ...payload, captcha } });
  return { company: payload.company.username, username: payload.user.username, password: payload.user.password };
}

export function createUser(api: ApiClient, token: string, user: UserCreatePayload): Promise<User> {
  return api.ok<User>('POST', 'users', { token, body: user });
}

export function listUsers(api: ApiClient, token: string, query = ''): Promise<ApiResult<Paged<User>>> {
  return api.call<Paged<User>>('GET', `users${query ? `?${query}` : ''}`, { token });
}
