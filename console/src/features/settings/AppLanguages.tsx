/**
 * App languages (spec sections 2 and 4): one switch per language the product
 * offers; 'en' is always on. Each row has its own mutation, so only the row being
 * switched shows that it is saving.
 */
import styled from 'styled-components';
import { DEFAULT_LANGUAGE, type CompanyLanguage } from '@atoll/contract';
import { Spinner, Switch } from '@atoll/ui-kit';
import { PageLoading } from '#app/PageLoading.tsx';
import { useCompanyLanguagesQuery, useSetLanguageEnabledMutation } from './api';
import { QueryErrorCard } from '#app/QueryErrorCard.tsx';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What a screen reader hears while a row is saving. */
export const savingLanguageLabel = (language: Pick<CompanyLanguage, 'name_english'>) => `Saving ${language.name_english}`;

function LanguageRow({ language }: { language: CompanyLanguage }) {
  const [setEnabled, { isLoading }] = useSetLanguageEnabledMutation();
  const isDefault = language.code === DEFAULT_LANGUAGE;
  return (
    <Row>
      <Switch
        isSelected={isDefault || language.enabled}
        isDisabled={isDefault || isLoading}
        description={isDefault ? `${language.name_english}, always on` : language.name_english}
        onChange={(enabled) => void setEnabled({ id: language.id, enabled })}
      >
        <span lang={language.code}>{language.name}</span>
      </Switch>
      {isLoading && <Spinner aria-label={savingLanguageLabel(language)} />}
    </Row>
  );
}

export function AppLanguages() {
  const { data: languages, error, isLoading, isFetching, refetch } = useCompanyLanguagesQuery();
  if (isLoading) return <PageLoading label="Loading languages" />;
  if (error || !languages) return <QueryErrorCard error={error} onRetry={refetch} isRetrying={isFetching} />;
  return (
    <List aria-label="App languages">
      {languages.map((language) => (
        <LanguageRow key={language.id} language={language} />
      ))}
    </List>
  );
}
