import { createSquareEmulator } from './app';
import { emulatorListenAddress } from './listen-address';

/** Local stand-in for Square's Catalog API, used when no SQUARE_ACCESS_TOKEN is configured. */
const { port, host } = emulatorListenAddress();
const pageSize = process.env.SQUARE_EMULATOR_PAGE_SIZE
  ? Number(process.env.SQUARE_EMULATOR_PAGE_SIZE)
  : undefined;
const webhookUrl = process.env.SQUARE_EMULATOR_WEBHOOK_URL;
const signatureKey = process.env.SQUARE_WEBHOOK_SIGNATURE_KEY;
const app = createSquareEmulator({
  pageSize,
  token: process.env.SQUARE_EMULATOR_TOKEN || undefined,
  webhook: webhookUrl && signatureKey ? { url: webhookUrl, signatureKey } : undefined,
});

const server = app.listen(port, host, () => {
  console.log(`square-emulator listening on http://${host}:${port}`);
});
server.on('error', (err) => {
  console.error(`square-emulator could not start: ${err.message}`);
  process.exit(1);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive sockets from SDK clients would otherwise hold the close open.
    server.closeIdleConnections();
  });
}
