// The only script of a page rendered ahead (/login, /sign-up: src/prerender/public-pages.tsx). The
// page is the SPA's own markup, so it shows and takes typing at once; the app's script (data-app, a
// quarter of a megabyte) is fetched at the first touch, key or focus, not before: a visitor who only
// looks fetches none of it. The app then renders the same page over this one, and this script hands
// over what was done meanwhile: the values typed and boxes ticked, the focus, and the last click or
// the form sent, repeated on the app's controls.
(() => {
  const app = document.currentScript?.dataset.app;
  // The files the app imports (data-preload), fetched with it: it imports its parts one after the
  // other (main.tsx), and would otherwise ask for each only once the part before has run.
  const preloads = document.currentScript?.dataset.preload?.split(' ').filter(Boolean) ?? [];
  const root = document.getElementById('root');
  if (!app || !root) return;

  const controlSelector = 'input, textarea, select, button, a[href]';
  /** What tells a control from the others (ids differ between the two renders). */
  const signature = (control) =>
    [control.tagName, control.getAttribute('type'), control.getAttribute('name'), control.getAttribute('aria-label'), control.textContent.trim()].join('|');
  const staticControls = [...root.querySelectorAll(controlSelector)];
  const staticForms = [...root.querySelectorAll('form')];
  let focused = null;
  let clicked = null;
  let submitted = null;
  // Stopped at the hand-over: from then on the app's own handlers answer.
  const listening = new AbortController();
  const { signal } = listening;

  root.addEventListener(
    'focusin',
    (event) => {
      focused = event.target;
    },
    { signal },
  );
  root.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(controlSelector) : null;
      // Links lead away as they are; a box ticks by itself (its state is handed over).
      if (!control || control.matches('a[href], input[type="checkbox"], input[type="radio"]')) return;
      clicked = control;
    },
    { capture: true, signal },
  );
  // A form sent before the app is there is sent by the app once it is (never as a plain GET).
  root.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      submitted = event.target;
    },
    { capture: true, signal },
  );

  /** The app's control that stands where `control` stood in this page. */
  function counterpartIn(controls) {
    const bySignature = new Map();
    for (const control of controls) {
      const key = signature(control);
      bySignature.set(key, [...(bySignature.get(key) ?? []), control]);
    }
    const seen = new Map();
    return (control) => {
      const key = signature(control);
      const index = seen.get(control) ?? staticControls.filter((other) => signature(other) === key).indexOf(control);
      seen.set(control, index);
      return bySignature.get(key)?.[index];
    };
  }

  function handOver() {
    listening.abort();
    const counterpart = counterpartIn([...root.querySelectorAll(controlSelector)]);
    for (const control of staticControls) {
      const next = counterpart(control);
      if (!next || !(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
      if (control.type === 'checkbox' || control.type === 'radio') {
        if (next.checked !== control.checked) next.click();
      } else if (!control.readOnly && control.value !== next.value) {
        // The value's own setter, then an input event: what React's onChange listens to.
        const prototype = control instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(next, control.value);
        next.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
    const focusTarget = focused && counterpart(focused);
    if (focusTarget && (document.activeElement === document.body || !document.activeElement)) {
      focusTarget.focus();
      if (focusTarget instanceof HTMLInputElement && focused instanceof HTMLInputElement && focused.selectionStart !== null) {
        try {
          focusTarget.setSelectionRange(focused.selectionStart, focused.selectionEnd);
        } catch {
          // Not every input type has a caret (email, number): the focus is enough.
        }
      }
    }
    const clickTarget = clicked && counterpart(clicked);
    if (clickTarget) clickTarget.click();
    const sentByClick = clicked?.matches('button[type="submit"], input[type="submit"]');
    if (submitted && !sentByClick) {
      const form = root.querySelectorAll('form')[staticForms.indexOf(submitted)];
      form?.requestSubmit();
    }
  }

  // The app's page is there once this page's controls are gone and as many stand in their place
  // (not the loader the app may show for an instant).
  const observer = new MutationObserver(() => {
    if (staticControls.some((control) => root.contains(control))) return;
    if (root.querySelectorAll(controlSelector).length < staticControls.length) return;
    observer.disconnect();
    handOver();
  });

  const wakeEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  function fetchApp() {
    for (const type of wakeEvents) window.removeEventListener(type, fetchApp, true);
    observer.observe(root, { childList: true, subtree: true });
    // A failure to fetch it loads the page again (before-app.js).
    import(app).catch(() => window.__rumboReloadAfterFailedStart?.());
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
  for (const type of wakeEvents) window.addEventListener(type, fetchApp, { capture: true, passive: true });
})();
