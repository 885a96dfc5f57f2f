import { screen } from '@testing-library/react';

/** The message a field shows for itself: the text its aria-describedby points at. */
export function fieldMessage(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
