import { api } from '../api-slice.js';
import { mutationCall, pagedCall, queryCall } from '../define-call.js';
import { type } from '../tags.js';

/**
 * Contract notes and monthly statements. A fill adds a note and moves a statement (TRADE
 * invalidates 'Document'); a link is a fresh short-lived signature each time, never cached.
 */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    contractNotes: pagedCall(build, 'contractNotes', { provides: [type('Document')] }),
    statements: queryCall(build, 'statements', { provides: [type('Document')] }),
    contractNoteLink: mutationCall(build, 'contractNoteLink', { invalidates: [] }),
    statementLink: mutationCall(build, 'statementLink', { invalidates: [] }),
  }),
});

export const {
  useContractNotesInfiniteQuery,
  useStatementsQuery,
  useContractNoteLinkMutation,
  useStatementLinkMutation,
} = documentsApi;
