/** Bulk data through the API, for benchmarks: many staff users in one company. */
import type { User } from '@atoll/contract';
import { createUser, type ApiClient } from './api';

const FIRST = ['Aishath', 'Mohamed', 'Fathimath', 'Ahmed', 'Mariyam', 'Ibrahim', 'Hawwa', 'Ali', 'Aminath', 'Hassan', 'Zeenath', 'Yoosuf'];
const LAST = ['Rasheed', 'Naseem', 'Shareef', 'Waheed', 'Hameed', 'Latheef', 'Saeed', 'Manik', 'Didi', 'Zahir'];
const DESIGNATIONS = ['Front Office', 'Housekeeping', 'Spa Therapist', 'Chef', 'Dive Instructor', 'Night Manager', 'Concierge'];

/**
 * Creates `count` users named 'Staff 0001 <first> <last>' etc., invited by e-mail
 * (no password hashing, so seeding stays fast), `concurrency` requests at a time.
 */
export async function seedUsers(api: ApiClient, token: string, count: number, domain: string, concurrency = 6): Promise<User[]> {
  const created: User[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const n = String(i + 1).padStart(4, '0');
      created.push(
        await createUser(api, token, {
          name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${n}`,
          username: `staff${n}`,
          designation: DESIGNATIONS[i % DESIGNATIONS.length],
          authentication: 'email',
          email: `staff${n}@${domain}.test`,
          mobile: `+960 7${n}00`,
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return created;
}
