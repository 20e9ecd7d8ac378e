// The landing's contact form: checks what the contract checks before sending, sends to
// POST /api/contact in the page's language and shows the server's answer. The server is the
// authority; the checks here only spare a round trip, so they read their limits and messages from
// the fields (contact-section.tsx wrote them there from the contract).

/** The email pattern of the contract's emailSchema. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldRules = { required: boolean; minLength?: number; email?: boolean };
export type FieldProblem = 'required' | 'tooShort' | 'invalid';

/** What is wrong with a field's value by the contract's rules (trimmed, as the server trims), if anything. */
export function findFieldProblem(value: string, rules: FieldRules): FieldProblem | null {
  const trimmed = value.trim();
  if (!trimmed) return rules.required ? 'required' : null;
  if (rules.minLength !== undefined && trimmed.length < rules.minLength) return 'tooShort';
  if (rules.email && !emailPattern.test(trimmed)) return 'invalid';
  return null;
}

export type ContactAnswer =
  | { kind: 'sent'; message: string }
  | { kind: 'invalid'; message: string; fieldErrors: { field: string; message: string }[] }
  | { kind: 'refused'; message: string };

/**
 * Reads the server's answer: 201 sent, 400 with each field's message, anything else (429 above all)
 * refused with the server's message. Null when the body is not the contract's, as a proxy's error page.
 */
export function readContactAnswer(status: number, body: unknown): ContactAnswer | null {
  if (!body || typeof body !== 'object' || typeof (body as { message?: unknown }).message !== 'string') return null;
  const { message, errors } = body as { message: string; errors?: unknown };
  if (status === 201) return { kind: 'sent', message };
  if (status === 400) {
    const fieldErrors = Array.isArray(errors)
      ? errors.filter((error): error is { field: string; message: string } => typeof error?.field === 'string' && typeof error?.message === 'string')
      : [];
    return { kind: 'invalid', message, fieldErrors };
  }
  return { kind: 'refused', message };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const problemAttributes: Record<FieldProblem, string> = { required: 'messageRequired', tooShort: 'messageTooShort', invalid: 'messageInvalid' };

/** Wires the contact form: checks, sending, answers, and the plan buttons that preselect a plan. */
export function setUpContactForm(form: HTMLFormElement) {
  const success = form.querySelector<HTMLElement>('.form-alert-success')!;
  const failure = form.querySelector<HTMLElement>('.form-alert-error')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const buttonLabel = button.querySelector<HTMLElement>('.button-label')!;
  const idleLabel = buttonLabel.textContent;
  const fields = [...form.querySelectorAll<Field>('input[name]:not([name="website"]), textarea[name], select[name]')];

  const showFieldError = (field: Field, message: string) => {
    const error = document.getElementById(`${field.id}-error`);
    if (error) error.textContent = message;
    if (message) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
  };
  const checkField = (field: Field) => {
    const problem = findFieldProblem(field.value, {
      required: field.required,
      minLength: field.dataset.minLength ? Number(field.dataset.minLength) : undefined,
      email: field.type === 'email',
    });
    showFieldError(field, problem ? (field.dataset[problemAttributes[problem]] ?? '') : '');
    return !problem;
  };
  const focusFirstInvalid = () => form.querySelector<Field>('[aria-invalid="true"]')?.focus();

  // A field already marked is checked again as it is corrected, so the mark goes once it is right.
  form.addEventListener('input', (event) => {
    const field = event.target as Field;
    if (field.getAttribute('aria-invalid') === 'true') checkField(field);
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.disabled) return;
    success.textContent = '';
    failure.textContent = '';
    const valid = fields.map(checkField).every(Boolean);
    if (!valid) {
      failure.textContent = form.dataset.fixFields ?? '';
      focusFirstInvalid();
      return;
    }
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    if (!data.plan) delete data.plan;
    button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    buttonLabel.textContent = form.dataset.sending ?? idleLabel;
    let answer: ContactAnswer | null = null;
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': document.documentElement.lang },
        body: JSON.stringify(data),
      });
      answer = readContactAnswer(response.status, await response.json().catch(() => null));
    } catch {
      // The request never got an answer: said below, and what was typed stays.
    }
    button.disabled = false;
    form.removeAttribute('aria-busy');
    buttonLabel.textContent = idleLabel;
    if (answer?.kind === 'sent') {
      form.reset();
      success.textContent = answer.message;
    } else if (answer?.kind === 'invalid' && answer.fieldErrors.length > 0) {
      failure.textContent = answer.message;
      for (const { field: name, message } of answer.fieldErrors) {
        const field = fields.find((candidate) => candidate.name === name);
        if (field) showFieldError(field, message);
      }
      focusFirstInvalid();
    } else {
      failure.textContent = answer?.message ?? form.dataset.networkError ?? '';
    }
  });

  // "Contact us" on a plan: the form opens with that plan chosen.
  const planSelect = form.querySelector<HTMLSelectElement>('select[name="plan"]');
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-contact-plan]')) {
    link.addEventListener('click', () => {
      if (planSelect) planSelect.value = link.dataset.contactPlan ?? '';
    });
  }
}
