/**
 * A stand-in for XMLHttpRequest, the carrier of uploads (apiUpload): each send goes through the global `fetch`,
 * which fakeApi replaces, so uploads are answered and recorded like every other call. Tests move an upload's
 * progress with `progress(loaded)` on the request in flight (`FakeXhr.open`).
 */
export class FakeXhr {
  static readonly inFlight = new Set<FakeXhr>();
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private size = 0;
  private done = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }

  send(body: Blob) {
    this.size = body.size;
    FakeXhr.inFlight.add(this);
    fetch(this.url, { method: this.method, headers: this.headers, body, credentials: 'same-origin' }).then(
      async (response) => {
        if (this.done) return;
        this.finish();
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      },
      () => {
        if (this.done) return;
        this.finish();
        this.onerror?.();
      },
    );
  }

  abort() {
    if (this.done) return;
    this.finish();
    this.onabort?.();
  }

  /** The body has gone out up to `loaded` bytes. */
  progress(loaded: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total: this.size } as ProgressEvent);
  }

  /** The one upload in flight (a test fails when there is none or more). */
  static current(): FakeXhr {
    const [only, ...others] = [...FakeXhr.inFlight];
    if (!only || others.length > 0) throw new Error(`${FakeXhr.inFlight.size} uploads in flight`);
    return only;
  }

  private finish() {
    this.done = true;
    FakeXhr.inFlight.delete(this);
  }
}
