import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { KeepTyped } from './keep-typed';

/** A login-like form: controlled fields, and a render after mount (as the app's are). */
function Form({ onName }: { onName?: (name: string) => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    onName?.(name);
  }, [name, onName]);
  return (
    <form>
      <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />
      <input
        aria-label="password"
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <output>{name}</output>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('text typed before hydration', () => {
  it('is kept by the hydrated app, in its state as well as on screen', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const name = container.querySelector<HTMLInputElement>('[aria-label="name"]')!;
    const password = container.querySelector<HTMLInputElement>('[aria-label="password"]')!;
    // The visitor types while the scripts load.
    name.value = 'demo';
    password.value = 'demo12';
    name.focus();

    const seen: string[] = [];
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <KeepTyped root={container}>
          <Form
            onName={(value) => {
              seen.push(value);
            }}
          />
        </KeepTyped>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });

    expect(name.value).toBe('demo');
    expect(password.value).toBe('demo12');
    expect(container.querySelector('output')?.textContent).toBe('demo');
    expect(seen.at(-1)).toBe('demo');
    expect(document.activeElement).toBe(name);
    // The wrapper renders no element: the server's HTML still matches.
    expect(mismatches).toEqual([]);
  });
});
