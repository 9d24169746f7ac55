import { useRef, useState } from 'react';
import { useHashLocation } from 'wouter/use-hash-location';
import { afterNextPaint } from '../../core/next-paint';
import { tabIds, type TabId } from './search';

/**
 * The guide's tabs and their addresses (/digital-guide#/local), kept by wouter's hash location:
 * each tab can be linked, and the back button moves between the tabs a guest visited. A tap marks
 * its tab at once; the address changes, and with it the panel shown (a phone's largest piece of
 * drawing here: a screen of new cards), in the task after that frame, so the tap's answer is
 * drawn within a frame.
 * Keys pressed faster than frames (End, then ArrowLeft, then Home) leave only the last tap's address
 * to write: an earlier one written after it would mark its own tab again for a frame.
 * Returns the tab marked selected, the tab whose panel is shown, and the tap's setter.
 */
export function useTabAddress(): [selected: TabId, shown: TabId, select: (id: TabId) => void] {
  const [hash, navigate] = useHashLocation();
  const shown: TabId = (tabIds as readonly string[]).includes(hash.slice(1)) ? (hash.slice(1) as TabId) : 'property';
  // The tab tapped, until its address is written.
  const [tapped, setTapped] = useState<TabId | null>(null);
  const latest = useRef<TabId | null>(null);
  const selected = tapped ?? shown;

  const select = (id: TabId) => {
    if (id === selected) return;
    latest.current = id;
    setTapped(id);
    afterNextPaint(() => {
      if (latest.current !== id) return;
      latest.current = null;
      navigate(`/${id}`);
      setTapped(null);
    });
  };
  return [selected, shown, select];
}
