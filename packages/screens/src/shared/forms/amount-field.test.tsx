import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { numberLocaleOf, setNumberLocale, type NumberUnit } from '@trading/ui-kit';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@trading/contract';
import { renderScreen } from '../testing/render-screen';
import { moneyUnit, WHOLE_UNIT } from '../format/money-unit';
import { AmountField } from './amount-field';

function Harness({ unit, sign }: { unit: NumberUnit; sign?: string }) {
  const [value, setValue] = useState('');
  return (
    <AmountField
      label="form.amount.label"
      unit={unit}
      sign={sign}
      value={value}
      onChange={setValue}
    />
  );
}

/** Types `text` into the field and returns what it shows: the reading, or the refusal. */
async function typeIn(text: string) {
  const input = screen.getByRole<HTMLInputElement>('textbox');
  await userEvent.clear(input);
  await userEvent.type(input, text);
  // The field's own column (label, input row, messages); the app's toasts are elsewhere.
  const field = within(input.closest('div')!.parentElement!);
  return {
    kept: input.value,
    reads: field.queryByRole('status')?.textContent ?? null,
    refused: field.queryByRole('alert')?.textContent ?? null,
    invalid: input.getAttribute('aria-invalid') === 'true',
  };
}

function mount(language: Language, unit: NumberUnit, sign?: string) {
  setNumberLocale(numberLocaleOf(language));
  renderScreen(<Harness unit={unit} sign={sign} />, { language });
}

describe('AmountField', () => {
  afterEach(() => setNumberLocale(numberLocaleOf('en')));

  it('keeps what is typed and shows the Portuguese reading before anything is sent', async () => {
    mount('pt', moneyUnit('BRL'), 'R$');
    expect(await typeIn('1000,5')).toEqual({
      kept: '1000,5',
      reads: 'Lido como R$\u00a01.000,50',
      refused: null,
      invalid: false,
    });
    expect((await typeIn('1234.50')).reads).toBe('Lido como R$\u00a01.234,50');
    expect(await typeIn('-5')).toEqual({
      kept: '-5',
      reads: null,
      refused: 'Digite o número sem sinal de menos',
      invalid: true,
    });
    expect((await typeIn('10,0015')).refused).toBe('Use no máximo 2 casas decimais, como 1.234,50');
  });

  it('refuses the other convention in English instead of reading it ten times larger', async () => {
    mount('en', moneyUnit('NGN'), '₦');
    expect(await typeIn('1000,5')).toMatchObject({
      kept: '1000,5',
      reads: null,
      refused: 'This can be read two ways; write it as 1,234.50',
    });
    expect((await typeIn('1,000')).reads).toBe('Reads as ₦1,000.00');
  });

  it('takes whole shares only, in Chinese too', async () => {
    mount('zh', WHOLE_UNIT);
    expect(await typeIn('1.5')).toMatchObject({ kept: '1.5', refused: '只能输入整数，例如 1,000' });
    expect((await typeIn('1,500')).reads).toBe('识别为 1,500');
    expect((await typeIn('0')).refused).toBe('请输入大于 0 的数');
  });

  it("says nothing while empty: a required amount is the form's message, on submit", async () => {
    mount('en', WHOLE_UNIT);
    expect(await typeIn(' ')).toEqual({ kept: ' ', reads: null, refused: null, invalid: false });
  });
});
