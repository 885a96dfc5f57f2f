import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Goes from a money form to its review and confirms there (the button named `confirm`),
 * returning the review so a test can read its figures first when it passes `read`.
 */
export async function reviewAndConfirm(
  scope: HTMLElement = document.body,
  { confirm = 'Confirm', read }: { confirm?: string; read?: (review: HTMLElement) => void } = {},
): Promise<HTMLElement> {
  await userEvent.click(within(scope).getByRole('button', { name: 'Review' }));
  const review = await within(scope).findByRole('group', { name: 'Review' });
  read?.(review);
  await userEvent.click(within(review).getByRole('button', { name: confirm }));
  return review;
}

/** The figure a review shows under `label`. */
export function reviewFigure(review: HTMLElement, label: string): string | null {
  return within(review).getByRole('status', { name: label }).textContent;
}

