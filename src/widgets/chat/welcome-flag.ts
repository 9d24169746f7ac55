/** SPEC §4: the delayed welcome is shown at most once per browser session. */
const DELAYED_WELCOME_KEY = 'chat-delayed-welcome-shown';

export function welcomeShown(): boolean {
  try {
    return sessionStorage.getItem(DELAYED_WELCOME_KEY) === '1';
  } catch {
    return false; // storage blocked: behave as a fresh session
  }
}

export function markWelcomeShown() {
  try {
    sessionStorage.setItem(DELAYED_WELCOME_KEY, '1');
  } catch {
    // storage blocked: the welcome may repeat on the next page load, which is harmless
  }
}
