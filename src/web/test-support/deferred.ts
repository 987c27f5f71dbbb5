/** A promise a test releases when it chooses, to hold a fake response and look at the state meanwhile. */
export interface Deferred {
  promise: Promise<void>;
  release: () => void;
}

export function deferred(): Deferred {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
