import type { FastifyInstance } from 'fastify';
import { extractText } from 'unpdf';
import { ok, type Investor } from '../money/money-api';

/** A signed document link as the investor's app asks for it, in `lang`. */
export async function documentLink(
  app: FastifyInstance,
  investor: Investor,
  path: '/documents/contractNote/link' | '/documents/statement/link',
  body: object,
  lang = 'en',
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { host: investor.host, token: investor.token, 'accept-language': lang },
    payload: body,
  });
  const envelope = response.json() as { code: number; msg: string; data: { url: string } };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data.url;
}

/** GETs a link as a browser would: no token, the tenant's host. */
export function download(app: FastifyInstance, host: string, url: string) {
  return app.inject({ method: 'GET', url, headers: { host } });
}

/** The text of a PDF, its pages joined, as a reader (pdf.js) extracts it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

/** The investor's contract notes, newest first. */
export async function contractNotes(app: FastifyInstance, investor: Investor) {
  return (
    await ok(app, 'GET', '/documents/contractNotes', {
      host: investor.host,
      token: investor.token,
      query: { pageSize: 100 },
    })
  ).records as {
    source: string;
    id: number;
    documentNumber: string;
    netAmount: string;
    side: string;
  }[];
}
