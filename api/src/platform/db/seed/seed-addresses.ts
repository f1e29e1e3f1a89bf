import type { Db } from '../schema.ts';

// Saved delivery addresses of the demo customer and business accounts (users-data.ts): two each,
// the first saved (and so the default) at home or at the company, the second elsewhere. Postcodes
// and phones are written as the address schema normalises them ("120 00", E.164).

interface AddressSeed {
  account: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  phone: string | null;
}

/** Per account: the default first, then the other one. */
export const demoAddresses: [AddressSeed, AddressSeed][] = [
  [
    {
      account: 'jana.novakova@example.cz',
      name: 'Jana Nováková',
      street: 'Korunní 1208/74',
      city: 'Praha',
      postcode: '120 00',
      phone: '+420777123456',
    },
    {
      account: 'jana.novakova@example.cz',
      name: 'Jana Nováková',
      street: 'Husovo náměstí 45',
      city: 'Beroun',
      postcode: '266 01',
      phone: null,
    },
  ],
  [
    {
      account: 'nakup@firma-example.cz',
      name: 'Firma Example s.r.o.',
      street: 'Purkyňova 2845/101',
      city: 'Brno',
      postcode: '612 00',
      phone: '+420603456789',
    },
    {
      account: 'nakup@firma-example.cz',
      name: 'Petr Svoboda',
      street: 'Masarykova 427/31',
      city: 'Brno',
      postcode: '602 00',
      phone: '+420603456789',
    },
  ],
  [
    {
      account: 'ana.popescu@example.ro',
      name: 'Ana Popescu',
      street: 'Strada Icoanei 12',
      city: 'București',
      postcode: '020451',
      phone: '+40722123456',
    },
    {
      account: 'ana.popescu@example.ro',
      name: 'Ana Popescu',
      street: 'Bulevardul Carol I 11',
      city: 'Iași',
      postcode: '700506',
      phone: null,
    },
  ],
  [
    {
      account: 'achizitii@firma-example.ro',
      name: 'Firma Example S.R.L.',
      street: 'Strada Fabricii 46',
      city: 'Cluj-Napoca',
      postcode: '400620',
      phone: '+40744555666',
    },
    {
      account: 'achizitii@firma-example.ro',
      name: 'Andrei Ionescu',
      street: 'Strada Memorandumului 28',
      city: 'Cluj-Napoca',
      postcode: '400114',
      phone: '+40744555666',
    },
  ],
];

const DAY = 24 * 60 * 60 * 1000;

export async function seedAddresses(trx: Db, now: Date): Promise<void> {
  const users = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      demoAddresses.map(([first]) => first.account),
    )
    .execute();
  const idOf = new Map(users.map((user) => [user.email, user.id]));
  const rows = demoAddresses.flatMap((addresses) =>
    addresses.map(({ account, ...address }, index) => {
      // The default was saved first (a month ago), the other one later (a week ago).
      const savedAt = new Date(now.getTime() - (index === 0 ? 30 : 7) * DAY);
      return {
        user_id: idOf.get(account)!,
        ...address,
        is_default: index === 0,
        created_at: savedAt,
        updated_at: savedAt,
      };
    }),
  );
  await trx.insertInto('delivery_addresses').values(rows).execute();
}
