import { request } from 'node:http';

export interface TenantFile {
  /** The Content-Type header as sent. */
  type: string;
  body: Buffer;
}

/** A file as the tenant's host serves it (Node cannot resolve *.localhost, so Host says it). */
export function tenantFile(port: number, tenantId: string, path: string): Promise<TenantFile> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: `${tenantId}.localhost:${port}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ type: String(res.headers['content-type']), body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}
