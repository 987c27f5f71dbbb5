import { startTransition } from 'react';
import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useModuleAfterMount } from './use-module-after-mount.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

test('renders without the module at first, even in a transition, and with it once it arrives', async () => {
  const pending = deferred<{ text: string }>();
  const load = () => pending.promise;
  function Probe() {
    return <p>{useModuleAfterMount(load).module?.text ?? 'standing in'}</p>;
  }
  await act(async () => startTransition(() => void render(<Probe />)));
  expect(screen.getByText('standing in')).toBeInTheDocument();
  await act(async () => pending.resolve({ text: 'loaded' }));
  expect(screen.getByText('loaded')).toBeInTheDocument();
  // A later mount has it from its first render.
  render(<Probe />);
  expect(screen.getAllByText('loaded')).toHaveLength(2);
});

test('a failed load leaves the stand-in, and retry loads again', async () => {
  let attempts = 0;
  const load = () => {
    attempts += 1;
    return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ text: 'loaded' });
  };
  let retry = () => {};
  function Probe() {
    const result = useModuleAfterMount(load);
    retry = result.retry;
    return <p>{result.module?.text ?? 'standing in'}</p>;
  }
  await act(async () => void render(<Probe />));
  expect(screen.getByText('standing in')).toBeInTheDocument();
  await act(async () => retry());
  expect(screen.getByText('loaded')).toBeInTheDocument();
  expect(attempts).toBe(2);
});
