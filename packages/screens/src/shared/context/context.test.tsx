import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useTenant } from './tenant-context';
import { useGoBack } from './use-go-back';

function BackButton() {
  const goBack = useGoBack();
  return <button onClick={goBack}>back</button>;
}

function TenantTitle() {
  return <p>{useTenant().definition.title}</p>;
}

describe('screen context', () => {
  it('going back from the first page of a visit goes home', async () => {
    render(
      <MemoryRouter initialEntries={['/news/7']}>
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="/news/:id" element={<BackButton />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('asks for a TenantProvider rather than rendering without tenant data', () => {
    expect(() => render(<TenantTitle />)).toThrow(/TenantProvider/);
  });
});
