// Runs before the test framework: globals jsdom lacks.
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder/TextDecoder (toolchain.md).
Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd's responsive hooks need matchMedia (toolchain.md).
function mediaMatches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (!min && !max) return false;
  const w = window.innerWidth;
  return (!min || w >= Number(min[1])) && (!max || w <= Number(max[1]));
}
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    // Evaluates min-width/max-width against window.innerWidth (jsdom: 1024 unless a test sets it),
    // so antd's Grid.useBreakpoint() sees a desktop by default and a phone when a test narrows it.
    value: (query: string) => ({
      matches: mediaMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// The apps read their runtime config from window (index.html puts /config.json there).
Object.assign(window, {
  __AKADEMI_CONFIG__: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'test-anon-key' },
});

// @rc-component/form batches with MessageChannel, which jsdom lacks: a macrotask stand-in.
if (typeof globalThis.MessageChannel === 'undefined') {
  class MessagePortStandIn {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other: MessagePortStandIn | null = null;
    postMessage(data: unknown) {
      setTimeout(() => this.other?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class MessageChannelStandIn {
    port1 = new MessagePortStandIn();
    port2 = new MessagePortStandIn();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: MessageChannelStandIn });
}

// jsdom does not implement scrolling (the layouts scroll to the top on route changes).
window.scrollTo = () => undefined;

// antd tables that scroll inside their container (scroll={{ x: 'max-content' }}) observe their
// size; jsdom has no ResizeObserver and no layout, so a stand-in that never reports.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class ResizeObserverStandIn {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: ResizeObserverStandIn });
}
