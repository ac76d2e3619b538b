import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  answerRequests,
  type RecordedAnswer,
  recordAnswers,
} from '../scripts/lib/server-answers.ts';
import { LIVE_DATA_HEADER } from '../server/public/availability-route.ts';

/**
 * The bundled server answers every route, file, error, range and API call
 * with the same status and headers as before it moved onto Fastify
 * (recorded from the hand-written server: scripts/lib/server-answers.ts).
 * The one header added since is the mark that live data is served here,
 * on pages only.
 */
test('the server answers header for header as before the framework move', async ({ baseURL }) => {
  const before = JSON.parse(
    await readFile('scripts/fixtures/server-answers/before-fastify.json', 'utf8'),
  ) as Record<string, RecordedAnswer>;
  const requests = await answerRequests(process.env.DIST_DIR || 'dist');
  const now = await recordAnswers(baseURL ?? '', requests);
  expect(Object.keys(now)).toEqual(Object.keys(before));
  const [markName, markValue] = Object.entries(LIVE_DATA_HEADER)[0] ?? [];
  for (const [name, answer] of Object.entries(now)) {
    const { [String(markName).toLowerCase()]: mark, ...headers } = answer.headers;
    const isPage = (answer.headers['content-type'] ?? '').startsWith('text/html');
    const expected = before[name];
    expect({ name, status: answer.status, headers }).toEqual({
      name,
      status: expected?.status,
      headers: expected?.headers,
    });
    // Pages of the bundled server, and only they, say live data is served here.
    expect({ name, mark }).toEqual({
      name,
      mark: isPage ? markValue : undefined,
    });
  }
});
