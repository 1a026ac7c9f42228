import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { withParam } from './search-params.ts';
import { useSearchState } from './use-search-state.ts';

function Choices() {
  const [search, setSearch] = useSearchState();
  return (
    <div>
      <output aria-label="query">{search.toString()}</output>
      <button
        type="button"
        onClick={() => {
          // two choices at once, before the first is drawn
          setSearch((prev) => withParam(prev, 'view', 'table'), { replace: true });
          setSearch((prev) => withParam(prev, 'period', '7d'), { replace: true });
        }}
      >
        both
      </button>
    </div>
  );
}

describe('useSearchState', () => {
  it('keeps both of two changes made before the first is drawn, and shows them at once', async () => {
    const router = createMemoryRouter([{ path: '/soc', element: <Choices /> }], { initialEntries: ['/soc?ad=1'] });
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('button', { name: 'both' }).click());
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('table');
    expect(new URLSearchParams(router.state.location.search).get('period')).toBe('7d');
    expect(new URLSearchParams(router.state.location.search).get('ad')).toBe('1');
    expect(screen.getByLabelText('query').textContent).toBe('ad=1&view=table&period=7d');
  });

  it('follows a navigation from elsewhere (Back, a link)', async () => {
    const router = createMemoryRouter([{ path: '/soc', element: <Choices /> }], { initialEntries: ['/soc?ad=1'] });
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('button', { name: 'both' }).click());
    await act(async () => router.navigate('/soc?ad=2'));
    expect(screen.getByLabelText('query').textContent).toBe('ad=2');
  });
});
