import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';

export interface QRCodeProps {
  value: string;
  /** What the code holds, for screen readers (e.g. "USDT deposit address"). */
  label: string;
  size?: number;
}

// Black on white with a quiet zone, whatever the tenant palette: wallet scanners need the contrast.
const Frame = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: #ffffff;
  line-height: 0;
`;

export function QRCode({ value, label, size = 180 }: QRCodeProps) {
  return (
    <Frame role="img" aria-label={label}>
      <QRCodeSVG
        value={value}
        size={size}
        level="M"
        marginSize={2}
        bgColor="#ffffff"
        fgColor="#000000"
        aria-hidden="true"
      />
    </Frame>
  );
}
