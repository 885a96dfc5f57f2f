import { useContractNoteLinkMutation, useStatementLinkMutation } from '@trading/api';
import type { ContractNoteSource, CurrencyCode, DocumentFormat } from '@trading/contract';
import { Button } from '@trading/ui-kit';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useApiCall } from '../forms/use-api-call';
import { openDownload } from './open-download';

/** Which document: a fill's contract note, or a month of a currency book. */
export type DocumentRequest =
  | { document: 'contractNote'; source: ContractNoteSource; id: number }
  | { document: 'statement'; currency: CurrencyCode; month: string };

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

const FORMATS: readonly DocumentFormat[] = ['pdf', 'csv'];

/**
 * PDF and CSV of one document. A tap asks the server for a short-lived signed link (the bearer
 * token never leaves the API calls) and the browser downloads from it.
 */
export function DocumentButtons({ request, name }: { request: DocumentRequest; name: string }) {
  const intl = useIntl();
  const { busy, call } = useApiCall();
  const [noteLink] = useContractNoteLinkMutation();
  const [statementLink] = useStatementLinkMutation();
  const download = async (format: DocumentFormat) => {
    const outcome = await call(() =>
      request.document === 'contractNote'
        ? noteLink({ source: request.source, id: request.id, format })
        : statementLink({ currency: request.currency, month: request.month, format }),
    );
    if (outcome.ok) openDownload(outcome.data.url);
  };
  return (
    <Row>
      {FORMATS.map((format) => (
        <Button
          key={format}
          disabled={busy}
          onClick={() => void download(format)}
          aria-label={intl.formatMessage({ id: `documents.download.${format}` }, { name })}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </Row>
  );
}
