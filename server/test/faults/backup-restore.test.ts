import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHOTO_PATH } from '@community/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { chatHelpers } from '../chat/chat-helpers.ts';
import { pngImage } from '../support/images.ts';
import { signupForm } from '../support/members.ts';
import { freePort, seedingApp, startCluster, startServerProcess } from './fault-support.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Runs an npm script's command (`npm run backup` …) as a process, as an operator would; answers its output. */
async function runCli(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'server/src/cli', script), ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // As root the embedded PostgreSQL runs as the postgres user, which must reach the folder.
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** What a member sees of their account through the API: balance, the conversation, the photo and its bytes. */
async function memberView(
  get: (url: string) => Promise<{ status: number; json: () => unknown; bytes: () => Promise<Buffer> }>,
  other: number,
) {
  const user = (await (await get('/api/user.php')).json()) as {
    user: { id: number; credits: number; email: string };
  };
  const conversation = (await (await get(`/api/conversation.php?profile=${other}`)).json()) as {
    conversation: { id: number; last_seq: number };
    messages: Array<{ id: number; seq: number; text: string | null; mine: boolean; client_id: string }>;
  };
  const photos = (await (await get('/api/photos.php')).json()) as {
    photos: Array<{ id: number; filename: string; thumb_filename: string; status: string }>;
  };
  const photo = photos.photos[0];
  const picture = photo ? await get(`${PHOTO_PATH}/${photo.filename}`) : undefined;
  return {
    user: { id: user.user.id, credits: user.user.credits, email: user.user.email },
    conversation: conversation.conversation,
    messages: conversation.messages.map(({ id, seq, text, mine, client_id }) => ({
      id,
      seq,
      text,
      mine,
      client_id,
    })),
    photos: photos.photos.map(({ id, filename, thumb_filename, status }) => ({
      id,
      filename,
      thumb_filename,
      status,
    })),
    pictureStatus: picture?.status,
    picture: picture ? (await picture.bytes()).toString('base64') : undefined,
  };
}

/**
 * The backup and its restore drill (issue 19): `npm run backup` of a database with members, a conversation, a
 * photo and credits; `npm run restore` into a fresh data folder with a new embedded PostgreSQL; the server
 * started on it shows the member, after logging in, the same messages, photo bytes and balance.
 */
describe('backup and restore', async () => {
  const cluster = await startCluster();
  const sourceData = tempDir('community-backup-source-');
  const restoredData = tempDir('community-backup-restored-');
  const backups = tempDir('community-backups-');
  const seeding = await seedingApp(cluster.url, sourceData);
  const chat = chatHelpers(seeding.app, seeding.db);
  let restored: Awaited<ReturnType<typeof startServerProcess>> | undefined;

  afterAll(async () => {
    restored?.child.kill('SIGTERM');
    await restored?.exited;
    await seeding.close();
    await cluster.remove();
    for (const dir of [sourceData, restoredData, backups]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores members, messages, photos and balances into a fresh database and data folder', async () => {
    const anna = await chat.chatter({ credits: 120 });
    const bram = await chat.chatter({ credits: 40 });
    const upload = await seeding.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { cookie: anna.cookie, 'content-type': 'image/png' },
      payload: await pngImage(800, 600),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    await chat.sent(anna, bram.id, 'Hoi Bram, zin in koffie?');
    await chat.sent(bram, anna.id, 'Graag! Zaterdag?');
    await chat.sent(anna, bram.id, 'Zaterdag om tien uur 👍');

    const before = await memberView(async (url) => {
      const response = await seeding.app.inject({ method: 'GET', url, headers: { cookie: anna.cookie } });
      return {
        status: response.statusCode,
        json: () => response.json(),
        bytes: async () => response.rawPayload,
      };
    }, bram.id);
    expect(before.messages).toHaveLength(3);
    expect(before.photos).toHaveLength(1);
    expect(before.pictureStatus).toBe(200);

    const backup = await runCli('backup.ts', ['--to', backups], {
      DATABASE_URL: cluster.url,
      DATA_DIR: sourceData,
    });
    expect(backup.code, backup.output).toBe(0);
    const backupDir = backup.output.trim().split('\n').at(-1) ?? '';
    expect(fs.existsSync(path.join(backupDir, 'manifest.json'))).toBe(true);

    // The drill as an operator runs it beside a live site (production): back up, restore into a temporary
    // folder, start a server there.
    const drill = await runCli('backup-drill.ts', [], {
      DATABASE_URL: cluster.url,
      DATA_DIR: sourceData,
      NODE_ENV: 'production',
    });
    expect(drill.code, drill.output).toBe(0);
    expect(drill.output).toContain('Drill passed');

    const restore = await runCli('restore.ts', [backupDir], { DATABASE_URL: '', DATA_DIR: restoredData });
    expect(restore.code, restore.output).toBe(0);
    // A second restore into the same, no longer empty, folder is refused.
    const again = await runCli('restore.ts', [backupDir], { DATABASE_URL: '', DATA_DIR: restoredData });
    expect(again.code).toBe(1);
    expect(again.output).toContain('restore into an empty');

    restored = await startServerProcess({ databaseUrl: '', dataDir: restoredData, port: await freePort() });
    const server = restored.address;
    const login = await fetch(`${server}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: before.user.email, password: signupForm().password }),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const after = await memberView(async (url) => {
      const response = await fetch(`${server}${url}`, { headers: { cookie } });
      return {
        status: response.status,
        json: () => response.clone().json(),
        bytes: async () => Buffer.from(await response.arrayBuffer()),
      };
    }, bram.id);
    expect(after).toEqual(before);

    // The restored site goes on: a new message takes the next id and seq and is charged.
    const next = await fetch(`${server}/api/message.php`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        profile: bram.id,
        client_id: crypto.randomUUID(),
        kind: 'text',
        text: 'Tot dan!',
      }),
    });
    expect(next.status).toBe(200);
    const sent = (await next.json()) as { message: { id: number; seq: number }; credits: number };
    expect(sent.message.seq).toBe(4);
    expect(sent.message.id).toBeGreaterThan(Math.max(...before.messages.map((message) => message.id)));
    expect(sent.credits).toBeLessThan(before.user.credits);
  }, 120_000);
});
