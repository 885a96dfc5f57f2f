import type { PriceAlert } from '@trading/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { numberLocaleOf, setNumberLocale } from '@trading/ui-kit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../shared/testing/fake-api';
import { DANGCEM as STOCK } from '../../shared/testing/market-fixtures';
import { renderScreen } from '../../shared/testing/render-screen';
import { AlertsScreen } from './alerts-screen';
import { SetAlertSheet } from '../../shared/price-alerts/set-alert-sheet';

const alert = (id: number, overrides: Partial<PriceAlert> = {}): PriceAlert => ({
  id,
  stockId: 7,
  symbol: 'DANGCEM',
  name: 'Dangote Cement',
  exchange: 'NSENG',
  currencyType: 'NGN',
  kind: 'PRICE_ABOVE',
  value: 1234.5,
  createdTime: 1_717_200_000_000,
  triggeredTime: null,
  triggeredAt: null,
  ...overrides,
});

describe('price alerts', () => {
  // The app's i18n provider sets the language's number format; the harness does not.
  beforeEach(() => setNumberLocale(numberLocaleOf('pt')));
  afterEach(() => setNumberLocale(numberLocaleOf('en')));

  it('lists alerts with their condition in the tenant’s format, and deletes one after asking', async () => {
    const { server } = renderScreen(<AlertsScreen />, {
      path: '/alerts',
      tenant: 'brl',
      language: 'pt',
      api: {
        alertList: () =>
          ok([
            alert(2, { currencyType: 'BRL' }),
            alert(1, {
              kind: 'CHANGE_BELOW',
              value: -2.5,
              triggeredTime: 1_717_300_000_000,
              triggeredAt: -2.61,
            }),
          ]),
        alertDelete: () => ok(null),
      },
    });
    expect(await screen.findByText('DANGCEM · preço igual ou acima de R$ 1.234,50')).toBeTruthy();
    expect(screen.getByText('DANGCEM · variação do dia igual ou abaixo de -2,50%')).toBeTruthy();
    expect(screen.getByText('Aguardando')).toBeTruthy();
    expect(screen.getByRole('link', { name: /preço igual ou acima/ }).getAttribute('href')).toBe(
      '/stock/7',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Excluir' })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(server.sent('alertDelete')[0]?.input).toEqual({ id: 2 }));
  });

  it('shows why an alert the price has already met is refused, and keeps the sheet open', async () => {
    const refusal =
      'O preço já está em 100.00: este alerta dispararia na hora. Escolha um preço ainda não atingido';
    let closed = false;
    renderScreen(
      <SetAlertSheet
        open
        stock={STOCK}
        sign="R$"
        onClose={() => {
          closed = true;
        }}
      />,
      { tenant: 'brl', language: 'pt', api: { alertCreate: () => fail(20022, refusal) } },
    );
    const field = await screen.findByLabelText('Preço');
    await userEvent.clear(field);
    await userEvent.type(field, '90,00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alerta' }));
    expect(
      await screen.findByText(
        'Já atingido (agora R$ 100,00): este alerta dispararia na hora. Escolha um nível ainda não atingido',
      ),
    ).toBeTruthy();
    expect(closed).toBe(false);
  });

  it('sets an alert from the sheet, reading the value with the language’s decimal point', async () => {
    const { server } = renderScreen(
      <SetAlertSheet open stock={STOCK} sign="R$" onClose={() => {}} />,
      {
        tenant: 'brl',
        language: 'pt',
        api: { alertCreate: () => ok(alert(3, { value: 101.25 })) },
      },
    );
    const field = await screen.findByLabelText('Preço');
    expect((field as HTMLInputElement).value).toBe('100,00');
    await userEvent.clear(field);
    // Issue 48: "0.001" is no price in pt (and a thousandth in English): refused, not R$ 1,00.
    await userEvent.type(field, '0.001');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alerta' }));
    expect(await screen.findByText(/Pode ser lido de duas formas/)).toBeTruthy();
    expect(server.sent('alertCreate')).toHaveLength(0);
    // CLDR's pt groups thousands with a dot: "1.234" is a thousand, and the sheet says so.
    await userEvent.clear(field);
    await userEvent.type(field, '1.234');
    expect(screen.getByText(/^Lido como R\$\s1\.234,00$/)).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '101,25');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alerta' }));
    await waitFor(() =>
      expect(server.sent('alertCreate')[0]?.input).toEqual({
        stockId: 7,
        kind: 'PRICE_ABOVE',
        value: 101.25,
      }),
    );
  });
});
