import { screen } from '@testing-library/react';
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
});
