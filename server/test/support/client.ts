/** A tiny HTTP client for tests: real fetch against the real server. */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  /** Sent as-is (e.g. malformed JSON or FormData). */
  raw?: BodyInit;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
export type Json = any;

export function apiClient(baseUrl: string) {
  async function request<T = Json>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'X-Client-Id': 'atoll-console', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined = options.raw;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (typeof options.raw === 'string' && !headers['Content-Type']) {
      headers['Content-Type'] = 'application/json';
    }
    const res = await fetch(`${baseUrl}/api/v1/${path.replace(/^\//, '')}`, { method, headers, body });
    const type = res.headers.get('Content-Type') ?? '';
    // A server-sent event stream never ends: its headers are the answer (bookingsStream.test.ts reads streams itself).
    if (type.includes('text/event-stream')) {
      await res.body?.cancel();
      return { status: res.status, headers: res.headers, body: null as T };
    }
    const parsed = type.includes('application/json') ? await res.json() : await res.arrayBuffer();
    return { status: res.status, headers: res.headers, body: parsed as T };
  }
  return {
    request,
    get: <T = Json>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
    post: <T = Json>(path: string, json?: unknown, options: RequestOptions = {}) =>
      request<T>('POST', path, { ...options, json }),
    patch: <T = Json>(path: string, json?: unknown, options: RequestOptions = {}) =>
      request<T>('PATCH', path, { ...options, json }),
    delete: <T = Json>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}
export type ApiClient = ReturnType<typeof apiClient>;
