import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, Component, type ReactNode, Suspense } from 'react';
import {
  addCatalog,
  addLazyCatalog,
  i18n,
  loadLanguage,
  retryFailedTexts,
  setLanguage,
  useTranslation,
} from './index';

/** A text of a namespace, as a screen shows it. */
function Text({ namespace, textKey }: { namespace: string; textKey: string }) {
  const { t } = useTranslation(namespace);
  return <p>{t(textKey)}</p>;
}

/** A suite's error boundary: Retry forgets failed downloads and draws the screen again. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button
        type="button"
        onClick={() => {
          retryFailedTexts();
          this.setState({ failed: false });
        }}
      >
        Retry
      </button>
    ) : (
      this.props.children
    );
  }
}

/** A French part whose chunk arrives when the test says so. */
function deferredFrenchPart(catalog: Record<string, string>) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load = vi.fn(() => arrived.then(() => catalog));
  return { load, arrive };
}

afterEach(async () => {
  await setLanguage('en');
});

describe('French parts of a namespace', () => {
  it('are not downloaded while the interface is in English', async () => {
    const part = deferredFrenchPart({ hello: 'Bonjour' });
    addCatalog('lazyEnglish', { hello: 'Hello' }, part.load);
    await loadLanguage('en');
    expect(part.load).not.toHaveBeenCalled();
    part.arrive();
  });

  it('hold a screen in French until its words have arrived, never showing the English', async () => {
    const waiting = deferredFrenchPart({ hello: 'Bonjour' });
    addCatalog('lazyDemo', { hello: 'Hello' }, waiting.load);
    const switched = setLanguage('fr');
    // The switch waits for every registered part before it changes anything.
    expect(i18n.language).toBe('en-CA');
    await act(async () => {
      waiting.arrive();
      await switched;
    });
    expect(i18n.language).toBe('fr-CA');

    // A part registered later (a suite's chunk loaded while in French) holds its screen.
    const later = deferredFrenchPart({ bye: 'Au revoir' });
    addCatalog('lazyLater', { bye: 'Goodbye' }, later.load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Text namespace="lazyDemo" textKey="hello" />
        <Text namespace="lazyLater" textKey="bye" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('Goodbye')).not.toBeInTheDocument();
    await act(async () => later.arrive());
    expect(await screen.findByText('Au revoir')).toBeInTheDocument();
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
    expect(later.load).toHaveBeenCalledTimes(1);
  });
});

describe('a long text registered in both languages on demand (addLazyCatalog)', () => {
  it('downloads the visitor’s language only, holding its screen until the words arrive', async () => {
    const english = deferredFrenchPart({ guide: 'Your guide' });
    const french = deferredFrenchPart({ guide: 'Votre guide' });
    addLazyCatalog('lazyGuide', { en: english.load, fr: french.load });
    // Registered in English: its English starts downloading at once, its French does not.
    expect(english.load).toHaveBeenCalledTimes(1);
    expect(french.load).not.toHaveBeenCalled();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Text namespace="lazyGuide" textKey="guide" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => english.arrive());
    expect(await screen.findByText('Your guide')).toBeInTheDocument();

    // The switch downloads the French before it changes anything.
    const switched = setLanguage('fr');
    expect(french.load).toHaveBeenCalledTimes(1);
    await act(async () => {
      french.arrive();
      await switched;
    });
    expect(await screen.findByText('Votre guide')).toBeInTheDocument();
  });
});

describe('a French part that fails to download', () => {
  it('fails its screen (the suite shows its Retry) until Retry, which downloads it again', async () => {
    await setLanguage('fr');
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ thanks: 'Merci' });
    };
    addCatalog('lazyFlaky', { thanks: 'Thank you' }, load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Suspense fallback={<p>waiting</p>}>
          <Text namespace="lazyFlaky" textKey="thanks" />
        </Suspense>
      </Boundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Merci')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
