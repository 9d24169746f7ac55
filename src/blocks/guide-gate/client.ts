import site from 'virtual:site';
import type { GuideContent } from '../../types/content.gen';
import { invokeFunction } from '../../lib/functions-client';

const CODE = /^[0-9]{4}$/;

function minutesText(seconds: number | undefined): string {
  const minutes = Math.max(1, Math.ceil((seconds ?? 15 * 60) / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

// Notices need React (react-toastify): it loads with the first one.
const toast = (kind: 'success' | 'error', title: string, detail: string) =>
  void import('../../widgets/toasts').then((m) => m.toast(kind, title, detail));

/**
 * The guide gate's form: checks the code with the guide function and, for the right one,
 * puts the guide in the gate's place. No React until a notice or the guide needs it.
 */
export function enhance(el: HTMLElement) {
  const form = el.querySelector<HTMLFormElement>('form[data-gate]');
  const input = form?.querySelector<HTMLInputElement>('input[name=passcode]');
  const button = form?.querySelector<HTMLButtonElement>('button[type=submit]');
  const message = form?.querySelector<HTMLElement>('.message');
  if (!form || !input || !button || !message) return;
  let busy = false;
  let unmountGuide: (() => void) | undefined;

  const setBusy = (on: boolean) => {
    busy = on;
    form.setAttribute('aria-busy', String(on));
    button.disabled = on;
  };
  const setProblem = (text: string) => {
    message.textContent = text;
    if (text) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  const refuse = (title: string, detail: string, inlineText: string) => {
    toast('error', title, detail);
    setProblem(inlineText);
    input.value = '';
    input.focus();
  };

  input.addEventListener('input', () => {
    const digits = input.value.replace(/\D/g, '').slice(0, 4);
    if (digits !== input.value) input.value = digits;
    if (message.textContent) setProblem('');
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (busy) return;
    const code = input.value;
    // Anything but four digits can never be right: refuse it here without spending one of the guest's tries.
    if (!CODE.test(code)) {
      refuse('Invalid Passcode', 'Please enter the correct passcode.', 'The code is four digits, from your booking confirmation.');
      return;
    }
    setBusy(true);
    const { data, error } = await invokeFunction<GuideContent>(site, site.backend.functions.guide, { passcode: code });
    if (error) {
      setBusy(false);
      if (error.status === 429) {
        const wait = minutesText(error.retryAfter);
        refuse('Too many attempts', `Too many attempts. Try again in ${wait}.`, `Too many attempts. Try again in ${wait}.`);
      } else if (error.status === 401 || error.status === 400) {
        refuse('Invalid Passcode', 'Please enter the correct passcode.', "That code didn't match. Check your booking confirmation and try again.");
      } else {
        refuse("We couldn't check your code", 'Please check your connection and try again.', "We couldn't reach the guide just now. Please try again.");
      }
      return;
    }
    try {
      const { showGuide } = await import('./unlock');
      unmountGuide = await showGuide(el, data);
      toast('success', 'Access Granted', 'Welcome to your digital guide!');
    } catch {
      setBusy(false);
      refuse("We couldn't open the guide", 'Please check your connection and try again.', "We couldn't open the guide just now. Please try again.");
    }
  });
  button.disabled = false;
  // A page swap away unmounts the guide, so its listeners (the tabs' hash) go with it.
  return { unmount: () => unmountGuide?.() };
}
