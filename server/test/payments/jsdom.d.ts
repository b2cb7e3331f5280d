// jsdom ships no types and @types/jsdom is not installed: the little the checkout page's axe check uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { runScripts?: 'outside-only' | 'dangerously' });
    readonly window: Window & typeof globalThis & { eval(code: string): unknown; close(): void };
  }
}
