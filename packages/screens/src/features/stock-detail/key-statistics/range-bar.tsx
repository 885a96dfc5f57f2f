import styled from 'styled-components';

const Track = styled.div`
  position: relative;
  height: 4px;
  margin: ${({ theme }) => theme.space.xs}px 0;
  border-radius: 2px;
  background: ${({ theme }) => theme.color.border};
`;

const Marker = styled.span`
  position: absolute;
  top: -3px;
  width: 2px;
  height: 10px;
  margin-left: -1px;
  background: ${({ theme }) => theme.color.text};
`;

export interface RangeBarProps {
  low: number;
  high: number;
  value: number;
  /** Names the range for assistive technology ("52-week range"). */
  label: string;
  /** The value as read out ("₦480.00"). */
  valueText: string;
}

/** Where `value` sits between `low` and `high`: a track with a marker, read out as a meter. */
export function RangeBar({ low, high, value, label, valueText }: RangeBarProps) {
  // A range of one price (a stock not trading yet) puts the marker in the middle.
  const place = high > low ? Math.min(1, Math.max(0, (value - low) / (high - low))) : 0.5;
  return (
    <Track
      role="meter"
      aria-label={label}
      aria-valuemin={low}
      aria-valuemax={high}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <Marker style={{ left: `${(place * 100).toFixed(1)}%` }} />
    </Track>
  );
}
