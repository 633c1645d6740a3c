import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  registerStartUpYield,
  START_UP_YIELD_PLUGIN,
  startUpYieldPlugin,
  yieldToMain,
} from './start-up-yield-plugin';

/** Makes the page look painted (a `paint` performance entry) or not. */
function paintEntries(painted: boolean) {
  const entries = painted ? [{ name: 'first-contentful-paint', entryType: 'paint' }] : [];
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'paint' ? entries : []),
  });
}

type Hook = (args?: unknown) => Promise<unknown>;
const REMOTE_HOOKS = ['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory'] as const;
const HOOKS = ['beforeLoadShare', ...REMOTE_HOOKS] as const;

/** Whether `run()` settles only after a task queued before it ran (a macrotask), not within the current task. */
async function settlesInALaterTask(run: () => Promise<unknown>): Promise<boolean> {
  const order: string[] = [];
  const queuedTask = new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      order.push('task');
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
  const step = run().then(() => order.push('step'));
  // Microtasks alone never reach a queued task: a step that does not yield settles first.
  await Promise.all([queuedTask, step]);
  return order[0] === 'task';
}

describe('start-up yield plugin: the federation runtime continues each start-up step in a task of its own', () => {
  const scheduler = (globalThis as { scheduler?: unknown }).scheduler;
  // jsdom has no MessageChannel: a stand-in whose message, as the browser's, is delivered in a task of its own.
  beforeAll(() => {
    class TaskChannel {
      port1 = { onmessage: null as null | (() => void), close: () => undefined };
      port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
    }
    (globalThis as { MessageChannel?: unknown }).MessageChannel ??= TaskChannel;
  });
  afterEach(() => {
    (globalThis as { scheduler?: unknown }).scheduler = scheduler;
  });

  it('yields to the next task (a message to itself when the browser has no scheduler.yield)', async () => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    expect(await settlesInALaterTask(() => yieldToMain())).toBe(true);
    expect(await settlesInALaterTask(() => Promise.resolve())).toBe(false);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it.each(HOOKS)('%s continues in a later task once the page has painted', async (name) => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    paintEntries(true);
    const hook = (startUpYieldPlugin() as unknown as Record<string, Hook>)[name];
    expect(typeof hook).toBe('function');
    expect(await settlesInALaterTask(() => hook({ pkgName: 'react' }))).toBe(true);
  });

  it('negotiates shared modules at once before the first paint (a yield would only delay the paint)', async () => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    paintEntries(false);
    const hook = (startUpYieldPlugin() as unknown as Record<string, Hook>).beforeLoadShare;
    expect(await settlesInALaterTask(() => hook({ pkgName: 'react' }))).toBe(false);
  });

  it.each(REMOTE_HOOKS)(
    "%s (a remote's start) continues in a later task even before the first paint",
    async (name) => {
      delete (globalThis as { scheduler?: unknown }).scheduler;
      paintEntries(false);
      const hook = (startUpYieldPlugin() as unknown as Record<string, Hook>)[name];
      expect(await settlesInALaterTask(() => hook({}))).toBe(true);
    },
  );

  it('hands the share options on unchanged (beforeLoadShare is a waterfall)', async () => {
    const args = { pkgName: 'react', shareInfo: {}, shared: {}, origin: {} };
    const hook = (startUpYieldPlugin() as unknown as Record<string, Hook>).beforeLoadShare;
    await expect(hook(args)).resolves.toBe(args);
  });

  it("registers on the shell's instance and for the remotes' instances", () => {
    const registerGlobalPlugins = jest.fn<void, [ModuleFederationRuntimePlugin[]]>();
    const registerPlugins = jest.fn<void, [ModuleFederationRuntimePlugin[]]>();
    registerStartUpYield({ registerGlobalPlugins, registerPlugins });
    expect(registerGlobalPlugins.mock.calls[0][0].map((p) => p.name)).toEqual([START_UP_YIELD_PLUGIN]);
    expect(registerPlugins.mock.calls[0][0].map((p) => p.name)).toEqual([START_UP_YIELD_PLUGIN]);
  });
});
