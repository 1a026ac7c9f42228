import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useBlocker } from 'react-router';
import { withParam } from './search-params.ts';
import { useSearchState } from './use-search-state.ts';

function Choice({ name, value }: { name: string; value: string }) {
  const [, setSearch] = useSearchState();
  return (
    <button type="button" onClick={() => setSearch((prev) => withParam(prev, name, value), { replace: true })}>
      {name}
    </button>
  );
}

function Choices({ block = false }: { block?: boolean }) {
  const [search, setSearch] = useSearchState();
  useBlocker(block);
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
      {/* another part of the same screen, with a hook of its own */}
      <Choice name="sort" value="name" />
    </div>
  );
}

const query = (router: ReturnType<typeof createMemoryRouter>) => new URLSearchParams(router.state.location.search);

describe('useSearchState', () => {
  it('keeps both of two changes made before the first is drawn', async () => {
    const router = createMemoryRouter([{ path: '/soc', element: <Choices /> }], { initialEntries: ['/soc?ad=1'] });
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('button', { name: 'both' }).click());
    expect(query(router).get('view')).toBe('table');
    expect(query(router).get('period')).toBe('7d');
    expect(query(router).get('ad')).toBe('1');
    expect(screen.getByLabelText('query').textContent).toBe('ad=1&view=table&period=7d');
  });

  it('keeps the changes of two parts of a screen made at once, each with its own hook', async () => {
    const router = createMemoryRouter([{ path: '/soc', element: <Choices /> }], { initialEntries: ['/soc?ad=1'] });
    render(<RouterProvider router={router} />);
    await act(async () => {
      screen.getByRole('button', { name: 'both' }).click();
      screen.getByRole('button', { name: 'sort' }).click();
    });
    expect(query(router).toString()).toBe('ad=1&view=table&period=7d&sort=name');
  });

  it('follows a navigation from elsewhere (Back, a link)', async () => {
    const router = createMemoryRouter([{ path: '/soc', element: <Choices /> }], { initialEntries: ['/soc?ad=1'] });
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('button', { name: 'both' }).click());
    await act(async () => router.navigate('/soc?ad=2'));
    expect(screen.getByLabelText('query').textContent).toBe('ad=2');
    await act(async () => screen.getByRole('button', { name: 'sort' }).click());
    expect(query(router).toString()).toBe('ad=2&sort=name');
  });

  it('shows the address as it is when a change was blocked (unsaved changes)', async () => {
    const router = createMemoryRouter([{ path: '/soc', element: <Choices block /> }], { initialEntries: ['/soc?ad=1'] });
    render(<RouterProvider router={router} />);
    await act(async () => screen.getByRole('button', { name: 'both' }).click());
    expect(query(router).toString()).toBe('ad=1');
    expect(screen.getByLabelText('query').textContent).toBe('ad=1');
  });
});
