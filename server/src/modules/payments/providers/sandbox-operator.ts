import { parseArgs } from 'node:util';
import { openCliDatabase } from '../../../cli/cli-database.ts';
import { loadConfig } from '../../../config.ts';
import { systemClock } from '../../../platform/clock.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { postWebhook, type WebhookNotifier } from './webhook-notifier.ts';

const USAGE = `node --import tsx server/src/modules/payments/providers/sandbox-operator.ts <command>
  refund <payment id> <amount in cents>        refunds part or all of a paid sandbox payment
  chargeback <payment id> <amount in cents>    a chargeback (or SEPA reversal) of a paid sandbox payment
  expire <minutes>                             expires the open sandbox payments older than this
Then calls the payments' webhooks, as the provider would. The server must be running for the webhook to
arrive: give DATABASE_URL (the embedded database's port and password: docs/operations.md).`;

/** What an operator does in a real provider's dashboard, for the sandbox (docs/payments.md, "The sandbox"). */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const [command, first, second] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const cleanups: Array<() => unknown> = [];
  const deliveries: Array<Promise<void>> = [];
  // Delivered before the command ends (a few tries), not in the background.
  const notifier: WebhookNotifier = {
    notify(url, paymentId) {
      deliveries.push(
        (async () => {
          for (const delay of [0, 1_000, 3_000]) {
            await new Promise((resolve) => setTimeout(resolve, delay));
            if (await postWebhook(url, paymentId)) return console.log(`webhook delivered: ${paymentId}`);
          }
          console.error(`webhook not delivered (is the server running?): ${paymentId} to ${url}`);
          process.exitCode = 1;
        })(),
      );
    },
    stop() {},
  };
  try {
    const db = await openCliDatabase(loadConfig(), cleanups);
    const sandbox = createSandboxProvider({ sql: db.$client, notifier, clock: systemClock });
    let done: boolean;
    if ((command === 'refund' || command === 'chargeback') && first && second) {
      const amount = Number(second);
      done = await (command === 'refund' ? sandbox.dashboardRefund : sandbox.chargeBack)(first, amount);
      if (!done) console.error(`Not done: ${first} is not a paid sandbox payment with ${second} cents left.`);
    } else if (command === 'expire' && first) {
      const expired = await sandbox.expireOpen(new Date(Date.now() - Number(first) * 60_000));
      console.log(`${expired} open payments expired.`);
      done = true;
    } else {
      console.log(USAGE);
      return 2;
    }
    await Promise.all(deliveries);
    return done ? Number(process.exitCode ?? 0) : 1;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  }
}

process.exit(await main());
