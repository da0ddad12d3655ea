/**
 * What one hotel builds up over the walks: each walk records what it made, so
 * the restart walk can check that all of it survived. A walk that needs
 * something an earlier walk failed to make creates it through the API instead,
 * so one failure does not hide the others.
 */
import type { User } from '@atoll/contract';
import { createUser, login, signupViaApi, type ApiClient, type Credentials } from '../harness/api';
import { newColleague, newHotel, signupPayloadFor, type ColleagueIdentity, type HotelIdentity } from '../harness/people';

export interface SettingsMade {
  brand: string;
  propertyName: string;
  logoSize: { width: number; height: number };
  language: string;
  rooms: string[];
}

export class Journey {
  readonly hotel: HotelIdentity = newHotel('Sunset Lagoon Resort');
  readonly colleague: ColleagueIdentity = newColleague(this.hotel);
  /** Set once the company exists (walk 1, or the API fallback). */
  signedUp = false;
  colleagueUser?: User;
  /** The colleague's current password, once they have one. */
  colleaguePassword?: string;
  settings?: SettingsMade;

  constructor(private readonly api: ApiClient) {}

  get ownerCredentials(): Credentials {
    return { company: this.hotel.domain, username: this.hotel.owner.username, password: this.hotel.owner.password };
  }

  get colleagueCredentials(): Credentials {
    if (!this.colleaguePassword) throw new Error('The colleague has no password yet');
    return { company: this.hotel.domain, username: this.colleague.username, password: this.colleaguePassword };
  }

  async ensureCompany(): Promise<void> {
    if (this.signedUp) return;
    await signupViaApi(this.api, signupPayloadFor(this.hotel));
    this.signedUp = true;
  }

  async ownerToken(): Promise<string> {
    await this.ensureCompany();
    return (await login(this.api, this.ownerCredentials)).auth_token.token;
  }

  /** The colleague with a password, made through the API if the invitation walk did not get that far. */
  async ensureColleague(): Promise<User> {
    if (this.colleagueUser && this.colleaguePassword) return this.colleagueUser;
    const token = await this.ownerToken();
    if (this.colleagueUser) {
      this.colleaguePassword = this.colleague.password;
      await this.api.ok('POST', `users/${this.colleagueUser.id}/password`, { token, body: { password: this.colleaguePassword } });
      return this.colleagueUser;
    }
    const { name, username, designation, email, password } = this.colleague;
    this.colleagueUser = await createUser(this.api, token, { name, username, designation, email, password, authentication: 'password' });
    this.colleaguePassword = password;
    return this.colleagueUser;
  }
}
