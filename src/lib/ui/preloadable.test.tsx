import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { preloadable } from './preloadable.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadable', () => {
  it('draws a component whose code has arrived at once, never through its fallback', async () => {
    const Page = preloadable(() => Promise.resolve(Greeting));
    await Page.preload();
    expect(Page.loaded()).toBe(Greeting);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="admin" />
      </Suspense>,
    );
    // synchronously, in the first commit
    expect(screen.getByText('Hello admin')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('fetches the code when first drawn, showing the fallback meanwhile, and only once', async () => {
    let loads = 0;
    const Page = preloadable(() => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="auditor" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello auditor')).toBeInTheDocument();
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('fetches again after a failed load', async () => {
    let attempt = 0;
    const Page = preloadable(() => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting)));
    await expect(Page.preload()).rejects.toThrow('offline');
    expect(Page.loaded()).toBeUndefined();
    await expect(Page.preload()).resolves.toBe(Greeting);
    expect(attempt).toBe(2);
  });
});
