import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { localCert } from './tls-cert';

export interface Mailbox {
  /** Every message received so far, raw (headers and body). */
  received: string[];
  /** The settings that point the site's server at this mailbox (STARTTLS, its certificate trusted by file). */
  env: { SMTP_HOST: string; SMTP_PORT: string; SMTP_SECURE: string; SMTP_CA_FILE: string };
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port, offering STARTTLS, that keeps what the site's
 * server sends it; with `refuseRecipients`, one that passes the start-up check (which sends no
 * recipient) and then refuses every recipient with a 550, as a provider refuses an unknown address.
 */
export async function startMailbox(opts: { refuseRecipients?: boolean } = {}): Promise<Mailbox> {
  const received: string[] = [];
  const { key, cert, certFile } = localCert();
  const smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    key,
    cert,
    onRcptTo(address, _session, cb) {
      if (!opts.refuseRecipients) return cb();
      cb(Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 }));
    },
    onData(stream, _session, cb) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
      stream.on('end', () => {
        received.push(raw);
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const { port } = smtp.server.address() as net.AddressInfo;
  return {
    received,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_SECURE: '', SMTP_CA_FILE: certFile },
    close: () => new Promise<void>((r) => smtp.close(() => r())),
  };
}

/** A loopback port nothing listens on (a mail server that is down, or the wrong SMTP_PORT). */
export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** A mail server that takes the connection and never says a word (a hung relay, a firewall's tarpit). */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
