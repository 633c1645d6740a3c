// A stand-in for React DevTools' hook that records the scheduler priority of every commit React makes. Import it before
// anything loads react-dom (react-dom's client connects to the hook when it is first evaluated). Tests only.

/** The scheduler's ImmediatePriority: what React reports for a commit of the sync lane (DiscreteEventPriority). */
export const SYNC_LANE_PRIORITY = 1;

export const commitPriorities: number[] = [];

Object.assign(globalThis, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: (_rendererId: number, _root: unknown, priority: number) => {
      commitPriorities.push(priority);
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  },
});
