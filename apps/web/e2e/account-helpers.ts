import type { BrowserContext, Page } from 'playwright-core';
import { staffTokenWithApi } from './console';

/** A 1×1 PNG: the upload endpoint sniffs the content, so it has to be a real image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Every page of the context starts in English unless the test picked another language. */
export async function preferEnglish(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');
  });
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API from inside a page of the tenant's origin (the browser resolves *.localhost). */
export async function callApi<T>(
  page: Page,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const envelope = await sendApi(page, method, path, options);
  if (envelope.code !== 0) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data as T;
}

/** One /api call from the page, answering the whole envelope whatever its code. */
export async function sendApi(
  page: Page,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Envelope<unknown>> {
  return page.evaluate(
    async ({ method, path, token, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'Accept-Language': 'en',
          ...(token ? { Token: token } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as Envelope<unknown>;
    },
    { method, path, token: options.token, body: options.body },
  );
}

/** The tenant's demo operator, acting through /api/admin from its own page. */
export class Operator {
  private constructor(
    private readonly page: Page,
    private readonly token: string,
  ) {}

  static async signIn(page: Page, origin: string): Promise<Operator> {
    await page.goto(`${origin}/unauthorized`);
    const token = await staffTokenWithApi(page, 'operator');
    return new Operator(page, token);
  }

  /**
   * An operator on a second page of the investor's browser. The investor's page is brought
   * back to the front: Chromium throttles a background page's animation frames, and every
   * tap on it would wait about a second per frame-bound check.
   */
  static async signInBeside(investor: Page, origin: string): Promise<Operator> {
    const operator = await Operator.signIn(await investor.context().newPage(), origin);
    await investor.bringToFront();
    return operator;
  }

  private call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return callApi<T>(this.page, method, `/admin${path}`, { token: this.token, body });
  }

  async approveKyc(username: string): Promise<void> {
    const pending = await this.call<Array<{ userId: number; username: string; version: string }>>(
      'GET',
      '/kyc',
    );
    const row = pending.find((r) => r.username === username);
    if (!row) throw new Error(`No pending KYC for ${username}`);
    await this.call('POST', `/kyc/${row.userId}/approve`, { version: row.version });
  }

  async approve(kind: 'deposits' | 'withdrawals', username: string): Promise<void> {
    await this.decide(kind, username, 'approve');
  }

  /**
   * Allots a subscription the number of shares given: the operator proposes it and the
   * tenant's admin approves it (four eyes), as in the console.
   */
  async allot(applicationId: number, shares: number): Promise<void> {
    const proposal = await this.call<{ id: number }>(
      'POST',
      `/applications/${applicationId}/allot`,
      { shares },
    );
    const admin = await staffTokenWithApi(this.page, 'admin');
    await callApi(this.page, 'POST', `/admin/proposals/${proposal.id}/approve`, { token: admin });
  }

  /** Refuses the user's pending request with a reason; answers its id. */
  async reject(kind: 'deposits' | 'withdrawals', username: string, note: string): Promise<number> {
    return this.decide(kind, username, 'reject', note);
  }

  private async decide(
    kind: 'deposits' | 'withdrawals',
    username: string,
    decision: 'approve' | 'reject',
    note?: string,
  ): Promise<number> {
    const pending = await this.call<Array<{ id: number; username: string; version: string }>>(
      'GET',
      `/${kind}`,
    );
    const row = pending.find((r) => r.username === username);
    if (!row) throw new Error(`No pending ${kind} for ${username}`);
    // A refusal names a reason; the operator's own words go with "Other" (shown as typed).
    await this.call('POST', `/${kind}/${row.id}/${decision}`, {
      version: row.version,
      ...(decision === 'reject' ? { reason: 'OTHER' } : {}),
      ...(note ? { note } : {}),
    });
    return row.id;
  }
}
