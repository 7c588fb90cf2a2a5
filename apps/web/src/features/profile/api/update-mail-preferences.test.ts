import { MAIL_TOPICS, type MailPreferences } from '@kapital/shared';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailPreferencesQueryKey } from './get-mail-preferences.ts';
import { mailPreferencesMutationOptions } from './update-mail-preferences.ts';

const USER = 'user-1';
const ALL_ON = Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, true])) as MailPreferences;

interface Pending {
  body: MailPreferences;
  answer: (status: number, body: unknown) => void;
}

/** fetch stand-in: each request waits until the test answers it. */
function stubServer() {
  const requests: Pending[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_path: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          requests.push({
            body: JSON.parse(String(init.body)),
            answer: (status, body) => resolve(new Response(JSON.stringify(body), { status })),
          });
        }),
    ),
  );
  return requests;
}

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(mailPreferencesQueryKey(USER), ALL_ON);
  const save = () =>
    new MutationObserver(queryClient, mailPreferencesMutationOptions(queryClient, USER));
  const shown = () => queryClient.getQueryData<MailPreferences>(mailPreferencesQueryKey(USER));
  return { save, shown };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saving mail preferences', () => {
  it('shows the choice at once and keeps it when the server saves it', async () => {
    const requests = stubServer();
    const { save, shown } = setUp();
    const choice = { ...ALL_ON, deposits: false };
    const saved = save().mutate(choice);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(shown()).toEqual(choice);
    requests[0]?.answer(200, choice);
    await saved;
    expect(shown()).toEqual(choice);
  });

  it('puts the switches back as they were when the save is refused', async () => {
    const requests = stubServer();
    const { save, shown } = setUp();
    const saved = save().mutate({ ...ALL_ON, kyc: false });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(shown()?.kyc).toBe(false);
    requests[0]?.answer(500, { error: { code: 'INTERNAL', message: 'Something went wrong' } });
    await expect(saved).rejects.toThrow();
    expect(shown()).toEqual(ALL_ON);
  });

  it('sends two quick toggles one after the other, the later with both choices', async () => {
    const requests = stubServer();
    const { save, shown } = setUp();
    const first = { ...ALL_ON, deposits: false };
    const second = { ...first, referrals: false };
    const savedFirst = save().mutate(first);
    const savedSecond = save().mutate(second);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    // The second toggle shows at once but waits for the first save to be answered.
    expect(shown()).toEqual(second);
    requests[0]?.answer(200, first);
    await savedFirst;
    expect(shown()).toEqual(second);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((request) => request.body)).toEqual([first, second]);
    requests[1]?.answer(200, second);
    await savedSecond;
    expect(shown()).toEqual(second);
  });
});
