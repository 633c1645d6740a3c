import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the spec's default is 5000. */
  duration?: number;
}

export interface ActiveToast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

export const TOAST_DURATION_MS = 5000;

interface ToastState {
  /** One toast at a time (spec): a new toast replaces the one on screen. */
  current: ActiveToast | null;
  show: (input: ToastInput) => number;
  dismiss: (id?: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  show: (input) => {
    const id = nextId++;
    set({ current: { variant: 'default', duration: TOAST_DURATION_MS, ...input, id } });
    return id;
  },
  dismiss: (id) => set((state) => (id === undefined || state.current?.id === id ? { current: null } : state)),
}));

/** Shows a toast from anywhere (components, mutations, plain functions). */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
