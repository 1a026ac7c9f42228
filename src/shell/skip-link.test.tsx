import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link.tsx';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and moves focus to the main content', async () => {
    render(
      <>
        <SkipLink />
        <button type="button">menu</button>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          content
        </main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
