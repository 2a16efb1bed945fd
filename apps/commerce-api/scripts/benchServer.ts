// The server under benchmark, in a process of its own so the load generator does not share its event loop.
import { startTestServer } from '../src/testing/startTestServer';

const server = await startTestServer();
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
