import type { ReactNode } from 'react';
import styled from 'styled-components';
import { termGrid } from '../term-grid';

const List = styled.dl`
  ${termGrid}
  grid-template-columns: auto 1fr;

  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

// dl allows div groups; display: contents keeps each pair in the parent grid.
const Pair = styled.div`
  display: contents;
`;

/** Label and value pairs of a card; a term and its definition so each value keeps its label. */
export function DetailList({ rows }: { rows: ReadonlyArray<readonly [ReactNode, ReactNode]> }) {
  return (
    <List>
      {rows.map(([label, value], index) => (
        <Pair key={index}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Pair>
      ))}
    </List>
  );
}
