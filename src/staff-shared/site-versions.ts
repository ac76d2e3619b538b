/**
 * What the console's Site tab and the server say to each other about
 * publishing: the live version, a published version with what it changed,
 * and the piece of work in hand (a preview, a publish or a roll back) with
 * its steps. One definition for both sides (server/site/, src/staff/).
 */
import type { SiteFactChange } from '@/content/site-facts-diff';

/** The row every server reads to know what to serve. */
export type LiveVersion = {
  version: number;
  /** Moves on at every publish and roll back: what a server compares to know it must switch. */
  serial: number;
  switchedBy: string;
  switchedAt: string;
};

export type SiteVersion = {
  version: number;
  publishedBy: string;
  publishedAt: string;
  changes: SiteFactChange[];
};

export type JobKind = 'preview' | 'publish' | 'rollback';

export type JobStep = { text: string; at: string };

export type Job = {
  id: number;
  kind: JobKind;
  by: string;
  startedAt: string;
  state: 'running' | 'done' | 'failed';
  steps: JobStep[];
  finishedAt: string | null;
  /** Why it failed, in the words of whatever refused (the build's, say). */
  error: string | null;
  /** The version published or rolled back to, or the preview's build. */
  result: { version?: number; preview?: string; pages?: string[] } | null;
};
