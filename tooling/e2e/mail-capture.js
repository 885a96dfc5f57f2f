import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 (`port`, else a free one) that keeps every mail the app sends
 * through nodemailer. `next(to)` waits for the next mail to that address.
 */
export async function startMailCapture({ port = 0 } = {}) {
  const mails = [];
  const waiting = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        };
        const waiter = waiting.findIndex((w) => mail.to.includes(w.to));
        if (waiter === -1) mails.push(mail);
        else waiting.splice(waiter, 1)[0].done(mail);
        callback();
      });
    },
  });
  await new Promise((done, fail) => {
    server.server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  const bound = server.server.address().port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    next(to) {
      const address = to.toLowerCase();
      const kept = mails.findIndex((m) => m.to.includes(address));
      if (kept !== -1) return Promise.resolve(mails.splice(kept, 1)[0]);
      return new Promise((done) => waiting.push({ to: address, done }));
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}

function decodeQuotedPrintable(raw) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}
