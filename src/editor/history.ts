// Undo and redo over every change made since the editor opened, in any file. Typing in one box
// makes one step, not one per key.

export interface Step {
  file: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** The control the change came from, and when: the next keystroke there joins this step. */
  control: string;
  at: number;
}

export class History {
  private done: Step[] = [];
  private undone: Step[] = [];

  record(file: string, before: Record<string, unknown>, after: Record<string, unknown>, control: string) {
    const last = this.done[this.done.length - 1];
    const now = Date.now();
    if (last && last.file === file && control && last.control === control && now - last.at < 1500) {
      last.after = after;
      last.at = now;
    } else this.done.push({ file, before, after, control, at: now });
    this.undone = [];
  }

  undo(): Step | undefined {
    const step = this.done.pop();
    if (step) this.undone.push(step);
    return step;
  }

  redo(): Step | undefined {
    const step = this.undone.pop();
    if (step) this.done.push(step);
    return step;
  }

  get canUndo() {
    return this.done.length > 0;
  }
  get canRedo() {
    return this.undone.length > 0;
  }
}
