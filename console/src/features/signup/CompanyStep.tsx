/** Step 1, Company: property type, room count band, country, company name, company domain. */
import { PROPERTY_TYPES, ROOM_COUNT_BANDS, TEXT_MAX } from '@atoll/contract';
import { FormComboBox, FormSelect, FormTextField, type ListOption } from '@atoll/ui-kit';
import { useCountriesQuery } from '#api/authApi.ts';

const TYPE_OPTIONS: ListOption[] = PROPERTY_TYPES.map(({ value, label }) => ({ id: value, label }));
const SIZE_OPTIONS: ListOption[] = ROOM_COUNT_BANDS.map((band) => ({ id: band, label: band }));

export function CompanyStep() {
  const { data: countries = [] } = useCountriesQuery();
  const countryOptions = countries.map(({ alpha3, value }) => ({ id: alpha3, label: value }));
  return (
    <>
      <FormSelect name="company.type" label="Property Type" items={TYPE_OPTIONS} isRequired />
      <FormSelect name="company.size" label="Number of Rooms" items={SIZE_OPTIONS} isRequired />
      {/* Keyed on the list so the default country's name shows once the list has arrived. */}
      <FormComboBox key={countryOptions.length} name="company.country3" label="Country" items={countryOptions} isRequired />
      <FormTextField name="company.name" label="Company Name" maxLength={TEXT_MAX.name} autoComplete="organization" isRequired />
      <FormTextField
        name="company.username"
        maxLength={TEXT_MAX.domain}
        label="Company Domain"
        description="Your team types this as Company when logging in"
        isRequired
      />
    </>
  );
}
