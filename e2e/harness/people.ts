/**
 * The people and companies of the walks: unique per run so a PostgreSQL
 * database reused by hand never collides, readable so a failure reads like a
 * story.
 */
import { randomBytes } from 'node:crypto';
import { deriveDomain, type SignupPayload } from '@atoll/contract';
import { recordSecret } from './secrets';

const suffix = () => randomBytes(2).toString('hex');

export interface HotelIdentity {
  companyName: string;
  /** What the wizard derives from the name (contract's deriveDomain). */
  domain: string;
  owner: { name: string; username: string; password: string; email: string; mobile: string };
}

export function newHotel(name: string): HotelIdentity {
  const companyName = `${name} ${suffix()}`;
  const domain = deriveDomain(companyName);
  const password = `Lagoon-${suffix()}-2026`;
  recordSecret("owner's password", password);
  return {
    companyName,
    domain,
    owner: {
      name: 'Aminath Shareef',
      username: 'aminath',
      password,
      email: `aminath@${domain}.test`,
      mobile: '7771234',
    },
  };
}

export function signupPayloadFor(hotel: HotelIdentity): Omit<SignupPayload, 'captcha'> {
  return {
    company: { type: 'resort', size: '1-50', country3: 'MDV', name: hotel.companyName, username: hotel.domain },
    user: { ...hotel.owner },
  };
}

export interface ColleagueIdentity {
  name: string;
  username: string;
  designation: string;
  email: string;
  password: string;
}

export function newColleague(hotel: HotelIdentity): ColleagueIdentity {
  const password = `Reef-${suffix()}-walk`;
  recordSecret("colleague's password", password);
  return {
    name: 'Ibrahim Naseem',
    username: 'ibrahim',
    designation: 'Front Office Manager',
    email: `ibrahim@${hotel.domain}.test`,
    password,
  };
}
