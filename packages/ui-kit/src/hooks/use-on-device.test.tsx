import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OnDeviceProvider, useOnDevice } from './use-on-device';

function Where() {
  return <p>{useOnDevice() ? 'device' : 'server'}</p>;
}

describe('useOnDevice', () => {
  it("draws the server's HTML first, then reads the device once the page is taken over", async () => {
    const page = (
      <OnDeviceProvider serverHtml>
        <Where />
      </OnDeviceProvider>
    );
    expect(renderToString(page)).toContain('server');
    await act(async () => {
      render(page);
    });
    expect(screen.getByText('device')).toBeTruthy();
  });

  it('reads the device from the first render of a page the browser renders alone', () => {
    render(
      <>
        <OnDeviceProvider serverHtml={false}>
          <Where />
        </OnDeviceProvider>
        <Where />
      </>,
    );
    expect(screen.getAllByText('device')).toHaveLength(2);
  });
});
