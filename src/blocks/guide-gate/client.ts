import site from 'virtual:site';
import { invokeFunction } from '../../lib/functions-client';
import { forgetSession, gateNotices, saveSession, savedSession, tooManyNotice, type GateNotice, type GuideOpened } from '../../lib/guide-gate';

const CODE = /^[0-9]{4}$/;
const fn = site.backend.functions.guide;

/** One notice per event: a newer one replaces the one on screen (react-toastify, loaded with the first). */
const notify = (kind: 'error' | 'info', n: GateNotice) =>
  void import('../../widgets/toasts').then((m) => m.toast(kind, n.title, n.text, { id: 'guide-gate' }));

/**
 * The guide gate's form: checks the code with the guide function and, for the right one,
 * puts the guide in the gate's place. A session this device was given reopens the guide on
 * load; "Lock the guide" ends it and brings the gate back. No React until the guide or a
 * notice needs it. Without script the form posts to the page itself (src/server/guide/page.ts).
 */
export function enhance(el: HTMLElement) {
  const form = el.querySelector<HTMLFormElement>('form[data-gate]');
  const input = form?.querySelector<HTMLInputElement>('input[name=passcode]');
  const button = form?.querySelector<HTMLButtonElement>('button[type=submit]');
  const message = form?.querySelector<HTMLElement>('.message');
  if (!form || !input || !button || !message) return;
  const gate = [...el.childNodes];
  let busy = false;
  let unmountGuide: (() => void) | undefined;

  const setBusy = (on: boolean) => {
    busy = on;
    form.setAttribute('aria-busy', String(on));
    button.disabled = on;
  };
  /** The inline message, in the notice's own words. */
  const say = (n: GateNotice | undefined, problem = true) => {
    const title = document.createElement('strong');
    title.textContent = n?.title ?? '';
    message.replaceChildren(...(n ? [title, ` ${n.text}`] : []));
    message.dataset.tone = problem ? 'problem' : 'info';
    if (n && problem) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  const refuse = (n: GateNotice) => {
    notify('error', n);
    say(n);
    input.value = '';
    input.focus();
  };

  const open = async (opened: GuideOpened, announce: boolean) => {
    try {
      const { showGuide } = await import('./unlock');
      // "Access Granted" in the guide's own flow, not a notice laid over it.
      unmountGuide = await showGuide(el, opened.guide, lock, announce ? gateNotices.granted : undefined);
    } catch {
      setBusy(false);
      refuse(gateNotices.unopened);
    }
  };

  const lock = () => {
    forgetSession();
    // The cookie is HttpOnly: only the server can clear it. Forgetting it here already keeps the
    // guide closed on this page, even if this call is lost.
    void invokeFunction(site, `${fn}/lock`, {});
    unmountGuide?.();
    unmountGuide = undefined;
    el.replaceChildren(...gate);
    setBusy(false);
    say(gateNotices.locked, false);
    notify('info', gateNotices.locked);
    input.focus();
  };

  const resume = async (token: string | undefined) => {
    setBusy(true);
    const { data, error } = await invokeFunction<GuideOpened>(site, `${fn}/session`, token ? { token } : {});
    if (data) return open(data, false);
    setBusy(false);
    // Unreachable: keep the session for the next visit. Refused: it ended (expired, or a new code).
    if (error.status !== 401) return say(gateNotices.unreachable);
    forgetSession();
    say(gateNotices.ended, false);
  };

  input.addEventListener('input', () => {
    const digits = input.value.replace(/\D/g, '').slice(0, 4);
    if (digits !== input.value) input.value = digits;
    if (message.textContent) say(undefined);
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (busy) return;
    const code = input.value;
    // Anything but four digits can never be right: refuse it here without spending one of the guest's tries.
    if (!CODE.test(code)) return refuse(gateNotices.notFourDigits);
    setBusy(true);
    const { data, error } = await invokeFunction<GuideOpened>(site, fn, { passcode: code });
    if (data) {
      saveSession(data.session);
      return open(data, true);
    }
    setBusy(false);
    if (error.status === 429) refuse(tooManyNotice(error.retryAfter));
    else if (error.status === 401 || error.status === 400) refuse(gateNotices.wrong);
    else refuse(gateNotices.unreachable);
  });
  button.disabled = false;
  const saved = savedSession();
  if (saved) void resume(saved.token);
  // A page swap away unmounts the guide, so its listeners (the tabs' hash) go with it.
  return { unmount: () => unmountGuide?.() };
}
