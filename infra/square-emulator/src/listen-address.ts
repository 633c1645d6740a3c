/** Where the emulator listens: loopback unless HOST says otherwise (containers), like every service. */
export function emulatorListenAddress(env: NodeJS.ProcessEnv = process.env): { port: number; host: string } {
  return { port: Number(env.PORT ?? 3010), host: env.HOST?.trim() || '127.0.0.1' };
}
