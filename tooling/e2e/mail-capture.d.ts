export interface CapturedMail {
  to: string[];
  /** The raw message with quoted-printable undone: enough to read a link back. */
  text: string;
}

export interface MailCapture {
  /** smtp://127.0.0.1:<port>, for the server's SMTP_URL. */
  url: string;
  /** Mails received that no `next` has taken yet. */
  mails: CapturedMail[];
  /** The next mail to `to` (case-insensitively), waiting for it if none came yet. */
  next(to: string): Promise<CapturedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (`port`, else a free one) that keeps every mail the app sends
 * through nodemailer.
 */
export declare function startMailCapture(options?: { port?: number }): Promise<MailCapture>;
