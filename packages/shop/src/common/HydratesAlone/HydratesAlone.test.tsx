import { act, use, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrationMarker } from './hydrationMarker';
import { HydratesAlone } from './HydratesAlone';

/** Ready on the server; on the client it waits for `pending` (a part whose code is still loading). */
const gate: { pending: Promise<void> | null } = { pending: null };
function Gated({ children }: { children: ReactNode }) {
  if (gate.pending) use(gate.pending);
  return <>{children}</>;
}

function Page() {
  useHydrationMarker();
  return (
    <div>
      <HydratesAlone>
        <header>Hemma</header>
      </HydratesAlone>
      <HydratesAlone>
        <Gated>
          <main>Soffor</main>
        </Gated>
      </HydratesAlone>
    </div>
  );
}

describe('HydratesAlone', () => {
  it('writes its part in place on the server, and the document counts as hydrated only once every part is', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    expect(container.querySelector('main')?.textContent).toBe('Soffor');

    let open = () => {};
    gate.pending = new Promise<void>((resolve) => (open = resolve));
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    expect(container.querySelector('main')?.textContent).toBe('Soffor');
    expect(document.documentElement.dataset.hydrated).toBeUndefined();

    await act(async () => {
      gate.pending = null;
      open();
    });
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(container.querySelector('main')?.textContent).toBe('Soffor');
    act(() => root?.unmount());
    container.remove();
  });
});
