import { EXCHANGE_TIME_ZONES, type ContractNoteItem } from '@trading/contract';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../shared/date-time/format-date-time';
import { DocumentButtons } from '../../shared/documents/document-buttons';
import { DetailList } from '../../shared/offerings/detail-list';
import { formatAmount } from '../../shared/offerings/format-amount';
import { OfferCard } from '../../shared/offerings/offer-card';

/** One fill's contract note: what was traded, the net amount, and its PDF and CSV. */
export function ContractNoteRow({ note }: { note: ContractNoteItem }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const money = (value: string) => formatAmount(value, note.currencyType);
  const zone = note.exchange ? EXCHANGE_TIME_ZONES[note.exchange] : undefined;
  const side = t(note.side === 'BUY' ? 'action.buy' : 'action.sell');
  return (
    <OfferCard
      title={`${side} · ${note.title}`}
      subtitle={`${t(`documents.kind.${note.kind}`)} · ${note.documentNumber}`}
    >
      <DetailList
        rows={[
          ...(note.quantity !== null
            ? [[t('form.quantity.label'), intl.formatNumber(note.quantity)] as const]
            : []),
          ...(note.price !== null ? [[t('offerings.price'), money(note.price)] as const] : []),
          [
            t(note.side === 'BUY' ? 'documents.netDebited' : 'documents.netCredited'),
            money(note.netAmount),
          ],
          [
            t('documents.tradeTime'),
            zone
              ? `${formatDateTime(note.tradeTime, zone)} (${zone})`
              : formatDateTime(note.tradeTime),
          ],
        ]}
      />
      <DocumentButtons
        request={{ document: 'contractNote', source: note.source, id: note.id }}
        name={note.documentNumber}
      />
    </OfferCard>
  );
}
