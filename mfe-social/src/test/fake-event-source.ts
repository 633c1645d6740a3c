/**
 * jsdom has no EventSource: this stands in for the browser's, with the same readyState values and events, and lets a
 * test open, feed and break the stream.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every instance created since the last reset, oldest first. */
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  /** Open connections (not closed by the page or by a failure). */
  static get open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  static install(): void {
    FakeEventSource.instances = [];
    Object.assign(globalThis, { EventSource: FakeEventSource });
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server's answer arrived as an event stream. */
  opened(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** One `event: <type>\ndata: <data>` block. */
  emit(type: string, data: unknown): void {
    this.dispatchEvent(
      new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) }),
    );
  }

  /** The stream broke: the browser retries by itself (CONNECTING), or gives up for good (CLOSED, e.g. a 401). */
  fail({ giveUp }: { giveUp: boolean }): void {
    this.readyState = giveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}
