import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Goes from a money form to its review and confirms there (the button named `confirm`),
 * returning the review so a test can read its figures first when it passes `read`.
 */
export async function reviewAndConfirm(
  scope: HTMLElement = document.body,
  {
    action = 'Review',
    title = 'Review',
    confirm = 'Confirm',
    read,
  }: {
    /** The button that opens the review, the review's name and its confirm, as the language words them. */
    action?: string;
    title?: string;
    confirm?: string;
    read?: (review: HTMLElement) => void;
  } = {},
): Promise<HTMLElement> {
  await userEvent.click(within(scope).getByRole('button', { name: action }));
  const review = await within(scope).findByRole('group', { name: title });
  read?.(review);
  await userEvent.click(within(review).getByRole('button', { name: confirm }));
  return review;
}

/** The figure a review shows under `label`. */
export function reviewFigure(review: HTMLElement, label: string): string | null {
  return within(review).getByRole('status', { name: label }).textContent;
}
