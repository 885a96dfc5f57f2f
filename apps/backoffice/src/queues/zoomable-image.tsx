import { ImagePreview } from '@trading/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';

const Thumb = styled.button`
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: none;
  cursor: zoom-in;
  img {
    display: block;
    width: 240px;
    height: 180px;
    object-fit: contain;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** A document image shown small; a click opens the kit's zoomable preview. */
export function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Thumb onClick={() => setOpen(true)} aria-label={alt}>
        <img src={src} alt={alt} />
      </Thumb>
      <ImagePreview open={open} src={src} alt={alt} onClose={() => setOpen(false)} />
    </>
  );
}
