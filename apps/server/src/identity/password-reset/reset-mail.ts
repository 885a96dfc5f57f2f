import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../messages/lang';
import { message } from '../../messages/catalogue';
import type { Mail } from '../../mail/mailer';
import type { Tenant } from '../../tenants/tenant-registry';

/** The web app's page that takes a reset link (apps/web route /newPassword). */
export const RESET_PAGE = '/newPassword';

/**
 * The link on the host the request came to: the tenant registry only answers hosts that are
 * the tenant's own (or loopback for the default tenant), so a forged Host cannot point the
 * link at another site.
 */
export function resetLink(request: FastifyRequest, token: string): string {
  return `${request.protocol}://${request.host}${RESET_PAGE}?token=${encodeURIComponent(token)}`;
}

export function resetLinkMail(
  tenant: Tenant,
  lang: Lang,
  to: { email: string; username: string },
  link: string,
): Mail {
  const title = tenant.config.title;
  return {
    to: to.email,
    subject: message('reset.mailSubject', lang, { title }),
    text: message('reset.mailBody', lang, { username: to.username, link }),
  };
}

/** Told after a reset, so an owner who did not ask for it hears at once. */
export function resetDoneMail(
  tenant: Tenant,
  lang: Lang,
  to: { email: string; username: string },
): Mail {
  const title = tenant.config.title;
  return {
    to: to.email,
    subject: message('reset.doneSubject', lang, { title }),
    text: message('reset.doneBody', lang, { username: to.username }),
  };
}
