import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../core/next-paint';
import { tabIds, type TabId } from './search';

/** The tab an address names (/digital-guide#/local), or the first. */
const tabOf = (hash: string): TabId => ((tabIds as readonly string[]).includes(hash.replace(/^#\/?/, '')) ? (hash.replace(/^#\/?/, '') as TabId) : 'property');

/**
 * The guide's tabs and their addresses: each tab can be linked, and the back button moves between
 * the tabs a guest visited. A tap marks its tab at once, and shows the tab's panel (a phone's
 * largest piece of drawing here: a screen of new cards) and writes the address in the task after
 * that frame, so the tap's answer is drawn within a frame.
 * Returns the tab marked selected, the panel shown, and the tap's setter.
 */
export function useTabAddress(): [selected: TabId, shown: TabId, select: (id: TabId) => void] {
  const initial = () => (typeof location === 'undefined' ? 'property' : tabOf(location.hash));
  const [selected, setSelected] = useState<TabId>(initial);
  const [shown, setShown] = useState<TabId>(initial);

  // Back, forward, or a link to a tab followed on this page.
  useEffect(() => {
    const follow = () => {
      const tab = tabOf(location.hash);
      setSelected(tab);
      setShown(tab);
    };
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);

  const select = (id: TabId) => {
    if (id === selected) return;
    setSelected(id);
    afterNextPaint(() => {
      setShown(id);
      history.pushState(history.state, '', `${location.pathname}${location.search}#/${id}`);
    });
  };
  return [selected, shown, select];
}
