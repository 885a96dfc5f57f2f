import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../shared/testing/render-screen';
import { downloadImageFor } from './download-image-choice';
import { IosPageScreen } from './ios-page-screen';

describe('downloadImageFor', () => {
  it('picks English for English or a tenant pinned to it, Portuguese otherwise', () => {
    expect(downloadImageFor('en', 'pt')).toBe('en');
    expect(downloadImageFor('pt', 'en')).toBe('en');
    expect(downloadImageFor('zh', 'en')).toBe('en');
    expect(downloadImageFor('pt', 'pt')).toBe('pt');
    expect(downloadImageFor('zh', 'pt')).toBe('pt');
  });
});

describe('IosPageScreen', () => {
  it('shows the Portuguese image to a Portuguese reader of a pt-image tenant', async () => {
    renderScreen(<IosPageScreen />, { path: '/iosPage', tenant: 'brl', language: 'pt' });
    expect(await screen.findByRole('img', { name: /Baixe o app no iPhone/ })).toBeTruthy();
  });

  it('shows the English image on INR whatever the language', async () => {
    renderScreen(<IosPageScreen />, { path: '/iosPage', tenant: 'inr', language: 'pt' });
    expect(await screen.findByRole('img', { name: /Get the app on iPhone/ })).toBeTruthy();
  });

  it("explains Add to Home Screen in the reader's language when the tenant has no landing page", async () => {
    renderScreen(<IosPageScreen />, { path: '/iosPage', tenant: 'usd', language: 'zh' });
    const steps = await screen.findByRole('region', { name: '在 Safari 中添加到主屏幕' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '轻点 Safari 底部的“共享”按钮（带向上箭头的方框）。',
      '向下滚动并轻点“添加到主屏幕”。',
      '轻点“添加”，Granite Trade就会出现在主屏幕上。',
    ]);
    expect(screen.queryByRole('button', { name: /下载/ })).toBeNull();
  });

  it('links the landing page instead where the tenant has one', async () => {
    renderScreen(<IosPageScreen />, { path: '/iosPage', tenant: 'brl', language: 'pt' });
    expect(await screen.findByRole('button', { name: 'Abrir a página de download' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Tela de Início/ })).toBeNull();
  });
});
