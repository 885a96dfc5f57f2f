import { act } from '@testing-library/react';
import { UiThemeProvider } from '@trading/ui-kit';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesOf, tenantOf } from '../testing/render-screen';
import { SearchBar } from './search-bar';

const tenant = tenantOf('ngn');

function Search() {
  const [keyword, setKeyword] = useState('');
  return (
    <UiThemeProvider tokens={tenant.tokens}>
      <IntlProvider locale="en" defaultLocale="en" messages={messagesOf('en')}>
        <SearchBar value={keyword} onChange={setKeyword} onSearch={() => {}} />
        <output>{keyword}</output>
      </IntlProvider>
    </UiThemeProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a keyword typed into the server’s HTML before hydration (issue 48)', () => {
  it('is kept by the hydrated search box, in its state as well as on screen', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.append(container);
    const field = container.querySelector('input')!;
    field.value = 'dang';
    field.focus();
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Search />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(field.value).toBe('dang');
    expect(container.querySelector('output')?.textContent).toBe('dang');
    // With text, the box offers to clear it, as after any typing.
    expect(container.querySelector('button[aria-label="Clear"]')).not.toBeNull();
    expect(document.activeElement).toBe(field);
    expect(mismatches).toEqual([]);
  });
});
