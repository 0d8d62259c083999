/** A tiny cookie-keeping HTTP client for API tests, sending the XSRF header like the storefront does. */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/readyz');
    const h: Record<string, string> = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...headers };
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && !('X-XSRF-TOKEN' in headers)) h['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    if (this.cookies.size) h.Cookie = this.cookieHeader();
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['Content-Type'] ??= 'application/json';
    }
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: h,
      redirect: 'manual',
      ...(payload === undefined ? {} : { body: payload }),
    });
    this.remember(res);
    return res;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, body ?? {}, headers);
  }

  /** multipart/form-data with the session and XSRF header, as the shop's forms send files. */
  async sendForm(method: string, path: string, form: FormData, headers: Record<string, string> = {}) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/readyz');
    return fetch(new URL(path, this.baseUrl), {
      method,
      body: form,
      headers: {
        Accept: 'application/json',
        Cookie: this.cookieHeader(),
        'X-XSRF-TOKEN': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
        ...headers,
      },
    });
  }

  async json<T = unknown>(res: Response | Promise<Response>): Promise<T> {
    return (await (await res).json()) as T;
  }
}
