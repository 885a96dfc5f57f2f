import type { TenantDefinition } from '@trading/contract/tenant';
import type { Lang } from '../messages/lang';

/** Who a document is for and whose it is: the reader's language, the tenant's broker and grouping. */
export interface DocumentReader {
  lang: Lang;
  legal: TenantDefinition['legal'];
  grouping: TenantDefinition['money']['grouping'];
  client: { name: string; accountNo: string };
  /** When the document is written, shown as its issue time. */
  now: number;
}
