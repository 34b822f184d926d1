import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseRateFor } from '../../../server/finance-order/base-rate';
import { businessDaysUpTo, standInRate } from '../../../server/handlers/external/ref-rates-history';

describe('baseRateFor', () => {
  it('reads the stand-in in-process: the latest weekday on or before the day asked', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [lastWeekday = ''] = businessDaysUpTo(today, 1);
    expect(await baseRateFor('SOFR', today, '')).toBe(String(standInRate('SOFR', lastWeekday)));
    // A Sunday takes the Friday before it.
    const friday = businessDaysUpTo(today, 10).find((d) => new Date(d).getUTCDay() === 5) ?? '';
    const sunday = new Date(Date.parse(`${friday}T00:00:00Z`) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(await baseRateFor('ESTR', sunday, '')).toBe(String(standInRate('ESTR', friday)));
  });

  it('answers null for a type nobody publishes and a day before the history', async () => {
    expect(await baseRateFor('LIBOR', '2026-03-02', '')).toBeNull();
    expect(await baseRateFor('SOFR', '1990-01-01', '')).toBeNull();
  });

  describe('from REF_RATES_URL', () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === '/broken') {
          res.writeHead(500).end('down');
          return;
        }
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            refRates: [
              { effectiveDate: '2026-03-03', type: 'SOFR', percentRate: 4.33 },
              { effectiveDate: '2026-03-02', type: 'SOFR', percentRate: 4.31 },
            ],
          }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('takes the remote feed’s latest rate on or before the day', async () => {
      expect(await baseRateFor('SOFR', '2026-03-05', `${url}/feed`)).toBe('4.33');
      expect(await baseRateFor('SOFR', '2026-03-02', `${url}/feed`)).toBe('4.31');
    });

    it('answers null when the remote feed fails', async () => {
      expect(await baseRateFor('SOFR', '2026-03-05', `${url}/broken`)).toBeNull();
    });
  });
});
