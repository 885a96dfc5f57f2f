import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail to an address the user gave: password-reset links and account notices. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Through SMTP_URL with nodemailer. Without it (development, tests that do not read mail) the
 * mail is written to the log, so a local `pnpm start` can still follow a reset link; a
 * production start without SMTP_URL only logs that a mail was dropped, never its text.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'env'>,
  log: FastifyBaseLogger,
): Mailer {
  if (config.smtpUrl) {
    const transport = createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      if (config.env === 'production') log.warn({ to: mail.to }, 'mail dropped: SMTP_URL unset');
      else log.info({ mail }, 'mail not sent (SMTP_URL unset)');
    },
  };
}
