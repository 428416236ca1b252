import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { LinkedDepartment } from '@pidz/contracts';
import { Card, Heading, LinkButton, actionRowStyles, rowListStyles } from '@pidz/ui';
import { paths } from '../../paths';
import { formatEuro } from '../../lib/words/amounts';
import { useOrganisationsWithDepartments } from '../../entities/linkedOrganisations';
import { Page } from '../../lib/screen/Page';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { EmptyState } from '../../lib/screen/states';
import { standardRatesQuery } from './api';
import { ratesMessages as messages } from './messages';
import { NoDepartmentNotice } from './NoDepartmentNotice';
import { hasLinkedDepartment } from './ratesForms';
import { RemoveDeviatingRate } from './RemoveDeviatingRate';
import { hasDeviatingRate } from './deviatingRate';

const Text = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

const Amounts = styled.dl`
  display: grid;
  grid-template-columns: max-content auto;
  gap: var(--pidz-space-xs) var(--pidz-space-md);
  margin: 0;

  dt {
    color: var(--pidz-color-grey-600);
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--pidz-space-sm);
`;

const List = styled.ul`
  ${rowListStyles}
`;

const Row = styled.li`
  ${actionRowStyles}
`;

const RowDetails = styled.div`
  display: grid;
  gap: var(--pidz-space-xs);
  flex: 1 1 16rem;
`;

const Group = styled.section`
  display: grid;
  gap: var(--pidz-space-sm);
`;

/** An amount, or what applies without one. */
function Amount({ amount, fallback }: { amount: number | null; fallback: string }) {
  return <dd>{amount === null ? fallback : formatEuro(amount)}</dd>;
}

/** One department with a deviating rate: its amounts, 'Wijzigen' and 'Verwijderen'. */
function DeviatingRateRow({
  department,
  organisationName,
}: {
  department: LinkedDepartment;
  organisationName: string;
}) {
  const name = messages.departmentName(department.department_name, organisationName);
  return (
    <Row>
      <RowDetails>
        <Heading level={4} size="md" variant="black">
          {department.department_name}
        </Heading>
        <Text>{department.city}</Text>
        <Amounts>
          <dt>{messages.rate}</dt>
          <Amount amount={department.rate} fallback={messages.standardRate} />
          <dt>{messages.periodicalRate}</dt>
          <Amount amount={department.periodical_rate} fallback={messages.standardRate} />
        </Amounts>
      </RowDetails>
      <Actions>
        <LinkButton
          href={paths.rates.deviatingEdit({ id: department.department_id })}
          variant="secondary"
          isCompact
          aria-label={messages.editLabel(name)}
        >
          {messages.edit}
        </LinkButton>
        <RemoveDeviatingRate departmentId={department.department_id} name={name} />
      </Actions>
    </Row>
  );
}

function RatesOverview() {
  const { data: standard } = useSuspenseQuery(standardRatesQuery);
  const organisations = useOrganisationsWithDepartments();
  const groups = organisations
    .map(({ organisation, departments }) => ({
      organisation,
      departments: departments.filter(hasDeviatingRate),
    }))
    .filter(({ departments }) => departments.length > 0);
  const hasStandard = standard.rate !== null || standard.periodical_rate !== null;
  const addDeviating = hasLinkedDepartment(organisations) ? (
    <LinkButton href={paths.rates.deviatingAdd()} variant="secondary">
      {messages.deviatingAddTitle}
    </LinkButton>
  ) : (
    <NoDepartmentNotice />
  );

  if (!hasStandard && groups.length === 0) {
    return (
      <>
        <EmptyState next={{ text: messages.emptyNext }}>{messages.empty}</EmptyState>
        <Actions>
          <LinkButton href={paths.rates.standardEdit()}>{messages.setStandard}</LinkButton>
          {addDeviating}
        </Actions>
      </>
    );
  }

  return (
    <>
      <Card as="section" aria-labelledby="rates-standard">
        <Heading level={2} id="rates-standard">
          {messages.standardTitle}
        </Heading>
        <Text>{hasStandard ? messages.standardText : messages.standardEmpty}</Text>
        {hasStandard && (
          <Amounts>
            <dt>{messages.rate}</dt>
            <Amount amount={standard.rate} fallback={messages.notSet} />
            <dt>{messages.periodicalRate}</dt>
            <Amount amount={standard.periodical_rate} fallback={messages.notSet} />
          </Amounts>
        )}
        <Actions>
          <LinkButton
            href={paths.rates.standardEdit()}
            variant="secondary"
            aria-label={messages.standardEditTitle}
          >
            {hasStandard ? messages.edit : messages.setStandard}
          </LinkButton>
        </Actions>
      </Card>
      <Card as="section" aria-labelledby="rates-deviating">
        <Heading level={2} id="rates-deviating">
          {messages.deviatingTitle}
        </Heading>
        <Text>{groups.length > 0 ? messages.deviatingText : messages.deviatingEmpty}</Text>
        {groups.map(({ organisation, departments }) => (
          <Group
            key={organisation.organisation_id}
            aria-labelledby={`rates-organisation-${organisation.organisation_id}`}
          >
            <Heading level={3} size="md" id={`rates-organisation-${organisation.organisation_id}`}>
              {organisation.organisation_name}
            </Heading>
            <List>
              {departments.map((department) => (
                <DeviatingRateRow
                  key={department.department_id}
                  department={department}
                  organisationName={organisation.organisation_name}
                />
              ))}
            </List>
          </Group>
        ))}
        <Actions>{addDeviating}</Actions>
      </Card>
    </>
  );
}

/**
 * The rates overview (`/settings/rates`): the standard rates and the deviating rates per
 * department, grouped by organisation, each with 'Wijzigen' and 'Verwijderen'; the empty state
 * when none are set. Not for agency workers (the route keeps them out).
 */
export function RatesOverviewScreen() {
  return (
    <Page title={messages.title}>
      <QueryBoundary>
        <RatesOverview />
      </QueryBoundary>
    </Page>
  );
}
