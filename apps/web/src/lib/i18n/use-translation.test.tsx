import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@rumbo/contract';
import { Trans } from './trans';
import { TextStore, type Translator } from './text-store';
import type { Texts } from './translate';
import { TextsProvider, useTranslation } from './use-translation';

/** Fixture texts per language and namespace; each load waits until the test lets it through. */
const texts: Record<Language, Record<string, Texts>> = {
  es: { common: { title: 'Inicio', terms: 'Acepto los <terms>términos</terms>.' }, extra: { note: 'Nota' } },
  en: { common: { title: 'Home', terms: 'I accept the <terms>terms</terms>.' }, extra: { note: 'Note' } },
  de: { common: { title: 'Start', terms: 'Ich akzeptiere die <terms>Bedingungen</terms>.' }, extra: { note: 'Notiz' } },
};

function controlledStore() {
  const waiting: { id: string; release: () => void }[] = [];
  const store = new TextStore('es', (language, namespace) => new Promise((resolve) => waiting.push({ id: `${language}/${namespace}`, release: () => resolve(texts[language][namespace]!) })));
  /** Lets the loads of `ids` finish, and React render what follows. */
  const release = async (...ids: string[]) => {
    await act(async () => {
      for (const load of waiting.filter(({ id }) => ids.includes(id))) load.release();
      await Promise.resolve();
    });
  };
  const asked = () => waiting.map(({ id }) => id);
  return { store, release, asked };
}

/** Untyped: these fixture namespaces are none of the app's. */
function useFixtureTexts(namespaces: string[], options?: { useSuspense?: boolean }) {
  const { t, i18n } = useTranslation(namespaces as never, options);
  return { t: t as unknown as Translator, i18n };
}

function Title() {
  return <h1>{useFixtureTexts(['common']).t('title')}</h1>;
}

function Note({ useSuspense }: { useSuspense: boolean }) {
  return <p>{useFixtureTexts(['extra', 'common'], { useSuspense }).t('note')}</p>;
}

function renderIn(store: TextStore, children: React.ReactNode) {
  return render(
    <TextsProvider value={store}>
      <Suspense fallback={<p>cargando</p>}>{children}</Suspense>
    </TextsProvider>,
  );
}

describe('a component reading texts', () => {
  it('shows its loading fallback until its namespaces are loaded, then the texts', async () => {
    const { store, release, asked } = controlledStore();
    renderIn(store, <Note useSuspense />);
    expect(screen.getByText('cargando')).toBeInTheDocument();
    expect(asked().sort()).toEqual(['es/common', 'es/extra']);
    await release('es/extra');
    expect(screen.getByText('cargando')).toBeInTheDocument();
    await release('es/common');
    expect(await screen.findByText('Nota')).toBeInTheDocument();
  });

  it('without suspense, shows the key at once and the text once loaded', async () => {
    const { store, release } = controlledStore();
    renderIn(store, <Note useSuspense={false} />);
    expect(screen.getByText('note')).toBeInTheDocument();
    await release('es/extra', 'es/common');
    expect(screen.getByText('Nota')).toBeInTheDocument();
  });

  it('switches every mounted component to a new language once all its namespaces are loaded in it', async () => {
    const { store, release, asked } = controlledStore();
    renderIn(
      store,
      <>
        <Title />
        <Note useSuspense />
      </>,
    );
    await release('es/common', 'es/extra');
    expect(screen.getByRole('heading')).toHaveTextContent('Inicio');
    let switched = false;
    const switching = store.changeLanguage('de').then(() => (switched = true));
    expect(asked().filter((id) => id.startsWith('de/')).sort()).toEqual(['de/common', 'de/extra']);
    await release('de/common');
    // Half the texts are here: the page still reads one language, the one it read.
    expect(switched).toBe(false);
    expect(store.language).toBe('es');
    expect(screen.getByRole('heading')).toHaveTextContent('Inicio');
    expect(screen.getByText('Nota')).toBeInTheDocument();
    await release('de/extra');
    await act(() => switching);
    expect(store.language).toBe('de');
    expect(screen.getByRole('heading')).toHaveTextContent('Start');
    expect(screen.getByText('Notiz')).toBeInTheDocument();
  });

  it('keeps the language chosen last when two switches overlap', async () => {
    const { store, release } = controlledStore();
    renderIn(store, <Title />);
    await release('es/common');
    const toGerman = store.changeLanguage('de');
    const toEnglish = store.changeLanguage('en');
    await release('en/common');
    await act(() => toEnglish);
    await release('de/common');
    await act(() => toGerman);
    expect(store.language).toBe('en');
    expect(screen.getByRole('heading')).toHaveTextContent('Home');
  });

  it('renders the named parts of a text as the elements given', async () => {
    const { store, release } = controlledStore();
    function Terms() {
      const { t } = useTranslation();
      return (
        <label>
          <Trans t={t} i18nKey={'terms' as never} components={{ terms: <a href="/terms" /> }} />
        </label>
      );
    }
    renderIn(store, <Terms />);
    await release('es/common');
    expect(await screen.findByRole('link', { name: 'términos' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText(/Acepto los/)).toHaveTextContent('Acepto los términos.');
  });
});
