import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  /** The raw message with quoted-printable undone: enough to read a link back. */
  text: string;
}

/**
 * A real SMTP server on a free local port that keeps every mail the app sends through
 * nodemailer. `next(to)` waits for the next mail to that address.
 */
export async function startMailCapture(): Promise<{
  url: string;
  mails: CapturedMail[];
  next(to: string): Promise<CapturedMail>;
  close(): Promise<void>;
}> {
  const mails: CapturedMail[] = [];
  const waiting: { to: string; done: (m: CapturedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        };
        const waiter = waiting.findIndex((w) => mail.to.includes(w.to));
        if (waiter === -1) mails.push(mail);
        else waiting.splice(waiter, 1)[0]!.done(mail);
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next(to) {
      const address = to.toLowerCase();
      const kept = mails.findIndex((m) => m.to.includes(address));
      if (kept !== -1) return Promise.resolve(mails.splice(kept, 1)[0]!);
      return new Promise((done) => waiting.push({ to: address, done }));
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
