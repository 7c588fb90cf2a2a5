import type { FastifyPluginAsync } from 'fastify';
import { mailNotice } from './notice-mail.ts';
import { noticeFor } from './notices.ts';
import { keepNotice } from './store.ts';

/**
 * Turns what happened into notices (decision 034): the one subscriber that writes them, so
 * features only publish their events, after their transactions commit. On PostgreSQL every
 * instance hears every event and tries the insert; the dedupe key lets one of them keep it, and
 * only that one announces the new count, which every instance passes to its own sockets, and
 * mails the notice when the user wants its topic.
 */
export const noticeWriter: FastifyPluginAsync = async (app) => {
  const { events, database, clock } = app.deps;
  const working = new Set<Promise<void>>();

  const stop = events.subscribe((event) => {
    const work = (async () => {
      const notice = await noticeFor(database.db, event);
      if (!notice) return;
      const unread = await keepNotice(database.db, notice, new Date(clock.now()));
      if (unread === null) return;
      // Only the instance that kept the notice gets here, so the mail goes once (decision 036);
      // a bell that cannot be told still gets its mail, and a failed mail keeps its notice.
      const mailed = mailNotice(app.deps, event, notice).catch((error: unknown) => {
        app.log.error({ err: error, kind: notice.kind }, 'could not mail a notice');
      });
      try {
        await events.publish({ type: 'notifications', userId: notice.userId, unread });
      } finally {
        await mailed;
      }
    })().catch((error: unknown) => {
      app.log.error({ err: error, event: event.type }, 'could not keep a notice');
    });
    working.add(work);
    void work.finally(() => working.delete(work));
  });

  // Notices being written finish before the database they are written to closes.
  app.addHook('onClose', async () => {
    stop();
    await Promise.allSettled([...working]);
  });
};
