import { createServer } from 'node:net';

/**
 * The port to listen on: `port` itself, or for 0 one the system picks now. Services build their
 * public URLs (settings.nodes, OpenHive `api`, images) while they are registered, before the server
 * listens, so port 0 has to be settled first. The probe socket is closed before the server binds
 * the port; another process taking it in between would make listen fail, never advertise a wrong URL.
 */
export function settlePort(port: number, host: string): Promise<number> {
  if (port !== 0) return Promise.resolve(port);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host, exclusive: true }, () => {
      const address = probe.address();
      if (typeof address !== 'object' || address === null) {
        probe.close(() => reject(new Error(`no port could be bound on ${host}`)));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}
