import { mountReact } from '../../islands/hydrate';
import { ChatDock } from './launcher';

export const enhance = mountReact(ChatDock);
