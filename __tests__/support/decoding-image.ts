/** An image as the inline loaders see it (src/page-loader/loader.ts): loaded, and decoded when the test says so. */
export interface SimulatedImage {
  complete: boolean;
  naturalWidth: number;
  decode: () => Promise<void>;
}

export function decodingImage(naturalWidth = 1200): { image: SimulatedImage; decoded: () => void } {
  let decoded = () => {};
  const image = { complete: true, naturalWidth, decode: () => new Promise<void>((resolve) => (decoded = resolve)) };
  return { image, decoded: () => decoded() };
}

/** Lets the promises a loader is waiting on settle (a decode resolved), as the browser's microtasks would. */
export function promisesSettled(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * With everything else the loader waits for done, whether it has started what it loads (`started`) before the image
 * is decoded, and after.
 */
export async function startedBeforeAndAfterDecode(
  page: { settle(): void },
  image: { decoded(): void },
  started: () => boolean,
): Promise<{ before: boolean; after: boolean }> {
  page.settle();
  await promisesSettled();
  page.settle();
  const before = started();
  image.decoded();
  await promisesSettled();
  page.settle();
  return { before, after: started() };
}
