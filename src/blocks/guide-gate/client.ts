import site from 'virtual:site';
import { invokeFunction, type FunctionError } from '../../core/functions-client';
import { forgetSession, gateNotices, saveSession, savedSession, shapeNotice, type GateNotice, type GuideOpened, type GuideSession } from '../../core/guide-gate';
import { isPasscode, isStayCode, LINK_KEY, normalizeCode } from '../../core/guide-code';
import { erase, keep, savedGuide } from './offline';
import { afterNextPaint } from '../../core/next-paint';

const fn = site.backend.functions.guide;

/** The server's own words for a refusal (it knows why), or `fallback` when it said nothing usable. */
const told = (error: FunctionError, fallback: GateNotice): GateNotice =>
  typeof error.body?.error === 'string' && typeof error.body.message === 'string' ? { title: error.body.error, text: error.body.message } : fallback;

/**
 * The guide gate's form: checks the code with the guide function (or, for a page opened from a
 * stay's link, the key in its address's fragment) and puts the guide in the gate's place. A
 * session this device was given reopens the guide on load, from the copy kept on the device
 * when there is one (offline.ts), then checked with the server; "Lock the guide" ends it
 * everywhere and erases the copy. Each event is said once, in the message under the field (a
 * live region), where the guest is looking: no notice laid over the page. No React until the
 * guide needs it. Without script the form posts to the page itself (src/server/guide/page.ts).
 */
export function enhance(el: HTMLElement) {
  const form = el.querySelector<HTMLFormElement>('form[data-gate]');
  const input = form?.querySelector<HTMLInputElement>('input[name=passcode]');
  const button = form?.querySelector<HTMLButtonElement>('button[type=submit]');
  const message = form?.querySelector<HTMLElement>('.message');
  if (!form || !input || !button || !message) return;
  const codeLength = Number(form.dataset.codeLength) || 8;
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
    say(n);
    input.value = '';
    input.focus();
  };

  const open = async (opened: GuideOpened, announce: boolean) => {
    try {
      const { showGuide } = await import('./unlock');
      // The button's "busy" state is drawn first: a reply that comes back within the tap's frame
      // (a near server, the device's copy) would otherwise hold that frame for the whole guide's render.
      await new Promise<void>((drawn) => afterNextPaint(drawn));
      // "Access Granted" in the guide's own flow, above its welcome.
      unmountGuide = await showGuide(el, opened.guide, lock, announce ? gateNotices.granted : undefined);
      void keep(opened);
    } catch {
      setBusy(false);
      refuse(gateNotices.unopened);
    }
  };
  const opened = (data: GuideOpened) => {
    saveSession(data.session);
    return open(data, true);
  };

  /** Back to the gate, saying why; the guide is erased from this device. */
  const close = (n: GateNotice, problem: boolean) => {
    forgetSession();
    void erase();
    unmountGuide?.();
    unmountGuide = undefined;
    el.replaceChildren(...gate);
    setBusy(false);
    say(n, problem);
  };

  const lock = () => {
    const token = savedSession()?.token;
    // Ends the session in the store, wherever its token was copied. Forgetting and erasing it
    // here already keep the guide closed on this device, even if this call is lost.
    void invokeFunction(site, `${fn}/lock`, token ? { token } : {});
    close(gateNotices.locked, false);
    input.focus();
  };

  /** Reopens a session: at once from this device's copy, then checked with the server. */
  const resume = async (saved: GuideSession) => {
    const copy = await savedGuide();
    if (copy) await open(copy, false);
    else setBusy(true);
    const { data, error } = await invokeFunction<GuideOpened>(site, `${fn}/session`, saved.token ? { token: saved.token } : {});
    if (data) {
      // Already open from the copy: the copy is brought up to date for next time.
      return copy ? void keep(data) : open(data, false);
    }
    // Unreachable: the copy (or, without one, the session for the next visit) stays. Refused: it ended.
    if (error.status !== 401) {
      if (!copy) {
        setBusy(false);
        say(gateNotices.unreachable);
      }
      return;
    }
    close(gateNotices.ended, false);
  };

  const follow = async (key: string) => {
    setBusy(true);
    const { data, error } = await invokeFunction<GuideOpened>(site, `${fn}/link`, { key });
    if (data) return opened(data);
    setBusy(false);
    // The server says why: not open yet (and when it opens), ended, or no stay's link.
    refuse(error.status === 0 ? gateNotices.unreachable : told(error, gateNotices.linkUnknown));
  };

  input.addEventListener('input', () => {
    if (message.textContent) say(undefined);
  });

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (busy) return;
    const code = normalizeCode(input.value);
    // No code looks like that: say what to type, without spending one of the guest's tries.
    if (!isStayCode(code, codeLength) && !isPasscode(code)) return refuse(shapeNotice(codeLength));
    setBusy(true);
    const { data, error } = await invokeFunction<GuideOpened>(site, fn, { passcode: code });
    if (data) return opened(data);
    setBusy(false);
    refuse(error.status === 0 ? gateNotices.unreachable : told(error, gateNotices.wrong));
  });
  button.disabled = false;

  // A stay's link: its key travels in the fragment (no server log or Referer sees it) and leaves
  // the address at once, so it is not kept in the history or shown over the guest's shoulder.
  const linked = () => {
    const link = LINK_KEY.exec(location.hash);
    if (!link) return false;
    history.replaceState(history.state, '', location.pathname + location.search);
    void follow(link[1]);
    return true;
  };
  // A link opened on this page already (pasted into the address bar) only changes the fragment.
  const onHash = () => void linked();
  window.addEventListener('hashchange', onHash);
  if (!linked()) {
    const saved = savedSession();
    if (saved) void resume(saved);
    // No session on this device (never, ended, or locked elsewhere): no copy of the guide either.
    else void erase();
  }
  // A page swap away unmounts the guide, so its listeners (the tabs' hash) go with it.
  return {
    unmount: () => {
      window.removeEventListener('hashchange', onHash);
      unmountGuide?.();
    },
  };
}
