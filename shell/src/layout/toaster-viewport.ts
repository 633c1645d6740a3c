// Loaded on demand by on-demand-overlays.tsx: the toast viewport (Radix toast), not part of the first load.
export { Toaster as default } from '@petcora/ui/toaster';
