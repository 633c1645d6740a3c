import type { ComponentType } from 'react';

/** Loads a module a remote exposes (`store/ProductDialog`) through the shell's federation runtime. */
export type RemoteModuleLoader = (remote: string, module: string) => Promise<ComponentType>;

let loader: RemoteModuleLoader | null = null;

/**
 * The shell hands its loader over at start. This part is a federation singleton, so a remote reading it gets the
 * shell's loader and registry, and one area can show another's component in place without compiling it in.
 */
export function provideRemoteModuleLoader(next: RemoteModuleLoader): void {
  loader = next;
}

/** A remote's exposed component; fails (for a fallback) outside the shell or when the remote cannot be loaded. */
export function loadRemoteModule<Props>(remote: string, module: string): Promise<ComponentType<Props>> {
  if (!loader)
    return Promise.reject(new Error(`${remote}/${module}: no remote loader (not inside the shell)`));
  return loader(remote, module) as Promise<ComponentType<Props>>;
}
