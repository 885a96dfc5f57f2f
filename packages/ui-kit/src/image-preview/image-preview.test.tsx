import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../test/render';
import { ImagePreview } from './image-preview';
import { clampZoom, imageWidth, isLongImage, pinchZoom, wheelZoom } from './zoom';

describe('zoom helpers', () => {
  it('keeps zoom between 1/3 and 3', () => {
    expect(clampZoom(5)).toBe(3);
    expect(clampZoom(0.1)).toBeCloseTo(1 / 3);
    expect(pinchZoom(1, 100, 200)).toBe(2);
    expect(pinchZoom(2, 100, 400)).toBe(3);
    expect(pinchZoom(1, 0, 50)).toBe(1);
    expect(wheelZoom(1, -100000)).toBe(3);
    expect(wheelZoom(1, 100)).toBeLessThan(1);
  });

  it('treats height/width above 2.6 as long', () => {
    expect(isLongImage(100, 261)).toBe(true);
    expect(isLongImage(100, 260)).toBe(false);
    expect(isLongImage(0, 100)).toBe(false);
    expect(imageWidth(3, 2, true)).toBe('calc(100vw * 2)');
    expect(imageWidth(0.5, 1, false)).toBe('calc(min(100vw, 200.000vh) * 1)');
  });
});

function load(img: HTMLElement, width: number, height: number) {
  Object.defineProperty(img, 'naturalWidth', { value: width });
  Object.defineProperty(img, 'naturalHeight', { value: height });
  fireEvent.load(img);
}

describe('ImagePreview', () => {
  it('zooms with the buttons and stops at 300% and 33%', async () => {
    const user = userEvent.setup();
    renderKit(<ImagePreview open src="/id.png" alt="ID photo" onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'ID photo' })).toBeInTheDocument();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 4; i += 1) if (!zoomIn.hasAttribute('disabled')) await user.click(zoomIn);
    expect(screen.getByText('300%')).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 8; i += 1) if (!zoomOut.hasAttribute('disabled')) await user.click(zoomOut);
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(zoomOut).toBeDisabled();
  });

  it('zooms with the wheel and with a pinch', () => {
    renderKit(<ImagePreview open src="/id.png" alt="ID photo" onClose={() => {}} />);
    const img = screen.getByRole('img', { name: 'ID photo' });
    load(img, 400, 300);
    const scroller = img.parentElement!;
    fireEvent.wheel(scroller, { deltaY: -100000 });
    expect(screen.getByText('300%')).toBeInTheDocument();
    fireEvent.touchStart(scroller, {
      touches: [
        { clientX: 0, clientY: 0 },
        { clientX: 100, clientY: 0 },
      ],
    });
    fireEvent.touchMove(scroller, {
      touches: [
        { clientX: 0, clientY: 0 },
        { clientX: 50, clientY: 0 },
      ],
    });
    expect(screen.getByText('150%')).toBeInTheDocument();
  });

  it('opens a long image at full width from the top', () => {
    renderKit(<ImagePreview open src="/receipt.png" alt="Receipt" onClose={() => {}} />);
    const img = screen.getByRole('img', { name: 'Receipt' });
    const scroller = img.parentElement!;
    scroller.scrollTop = 500;
    load(img, 100, 300);
    expect(scroller).toHaveAttribute('data-long', 'true');
    expect(img.style.width).not.toContain('vh');
    expect(img.style.width).toContain('100vw');
    expect(scroller.scrollTop).toBe(0);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    let closed = 0;
    renderKit(<ImagePreview open src="/id.png" alt="ID photo" onClose={() => (closed += 1)} />);
    await user.keyboard('{Escape}');
    expect(closed).toBe(1);
  });
});
