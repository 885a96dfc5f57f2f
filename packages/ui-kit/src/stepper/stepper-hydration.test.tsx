import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Kit } from '../../test/render';
import { Stepper } from './stepper';

function Quantity({ keepTyped }: { keepTyped: boolean }) {
  const [quantity, setQuantity] = useState(10);
  return (
    <Kit>
      <Stepper value={quantity} onChange={setQuantity} keepTyped={keepTyped} aria-label="Qty" />
      <output>{quantity}</output>
    </Kit>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** Renders on the "server", types `typed` into its HTML, then hydrates it. */
async function typedBeforeHydration(keepTyped: boolean, typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Quantity keepTyped={keepTyped} />);
  document.body.append(container);
  const field = container.querySelector('input')!;
  field.value = typed;
  field.focus();
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Quantity keepTyped={keepTyped} />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  // A render after mount, which would set an unkept field back.
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(mismatches).toEqual([]);
  return { field, output: container.querySelector('output')! };
}

describe('a quantity typed into the server’s HTML before hydration (issue 48)', () => {
  it('stays in the field as typed, and is the quantity when the stepper keeps typed numbers', async () => {
    const { field, output } = await typedBeforeHydration(true, '35');
    expect(field.value).toBe('35');
    expect(output.textContent).toBe('35');
    expect(document.activeElement).toBe(field);
  });

  it('stays a draft, snapped to the step when the field is left, as if typed after', async () => {
    const { field, output } = await typedBeforeHydration(false, '35');
    expect(field.value).toBe('35');
    await act(async () => field.blur());
    expect(output.textContent).toBe('40');
  });
});
