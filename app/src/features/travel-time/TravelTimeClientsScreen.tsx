import { Link } from 'react-aria-components';
import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { LinkedDepartment } from '@pidz/contracts';
import { Card, Heading, LinkButton, actionRowStyles, rowListStyles } from '@pidz/ui';
import { paths } from '../../paths';
import {
  useOrganisationsWithDepartments,
  type OrganisationWithDepartments,
} from '../../entities/linkedOrganisations';
import { Page } from '../../lib/screen/Page';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { EmptyState } from '../../lib/screen/states';
import { maxWorkRangeQuery } from './api';
import { travelTimeMessages as messages } from './messages';

const Text = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

const Strong = styled.p`
  margin: 0;
  font-weight: 700;
`;

const List = styled.ul`
  ${rowListStyles}
`;

const Row = styled.li`
  ${actionRowStyles}
  align-items: center;
`;

const Details = styled.div`
  display: grid;
  gap: var(--pidz-space-xs);
  flex: 1 1 16rem;
`;

const Status = styled.span`
  font-weight: 700;

  &[data-status='linked'] {
    color: var(--pidz-color-green);
  }
  &[data-status='blocked'] {
    color: var(--pidz-color-red);
  }
`;

/** The travel time of an organisation: that of its departments, as a range when they differ. */
function travelTimeText(departments: readonly LinkedDepartment[]): string {
  const times = departments.flatMap((department) =>
    department.travel_time === null ? [] : [department.travel_time],
  );
  if (times.length === 0) return messages.noTravelTime;
  return messages.minutesRange(Math.min(...times), Math.max(...times));
}

function ClientRow({ organisation, departments }: OrganisationWithDepartments) {
  const isLinked = organisation.status === 'linked';
  return (
    <Row>
      <Details>
        <Heading level={3} size="md" variant="black">
          {organisation.organisation_name}
        </Heading>
        <Text>{organisation.city}</Text>
        <Strong>{travelTimeText(departments)}</Strong>
        <Text>
          <Status data-status={organisation.status}>
            {isLinked ? messages.linked : messages.blocked}
          </Status>
          {' · '}
          {isLinked
            ? messages.linkedCount(
                organisation.linked_departments_count,
                organisation.departments_count,
              )
            : messages.blockedCount(organisation.departments_count)}
        </Text>
      </Details>
      <LinkButton
        href={paths.organisations.edit({ id: organisation.organisation_id })}
        variant="secondary"
        isCompact
        aria-label={messages.openLabel(organisation.organisation_name)}
      >
        {messages.open}
      </LinkButton>
    </Row>
  );
}

function TravelTimeClients() {
  const { data: maxWorkRange } = useSuspenseQuery(maxWorkRangeQuery);
  const clients = useOrganisationsWithDepartments();
  return (
    <>
      <Card as="section" aria-labelledby="travel-time-max">
        <Heading level={2} id="travel-time-max">
          {messages.maxTitle}
        </Heading>
        <Text>{messages.maxText}</Text>
        <Strong>{maxWorkRange === null ? messages.notSet : messages.minutes(maxWorkRange)}</Strong>
        <div>
          <LinkButton
            href={paths.travelTime.edit()}
            variant="secondary"
            aria-label={messages.editTitle}
          >
            {messages.edit}
          </LinkButton>
        </div>
      </Card>
      {clients.length === 0 ? (
        <EmptyState
          next={{
            text: messages.clientsEmptyNext,
            link: <Link href={paths.shifts.incidental()}>{messages.toShifts}</Link>,
          }}
        >
          {messages.clientsEmpty}
        </EmptyState>
      ) : (
        <Card as="section" aria-labelledby="travel-time-clients">
          <Heading level={2} id="travel-time-clients">
            {messages.clientsTitle}
          </Heading>
          <List>
            {clients.map((client) => (
              <ClientRow key={client.organisation.organisation_id} {...client} />
            ))}
          </List>
        </Card>
      )}
    </>
  );
}

/**
 * Travel time per client (`/settings/travel-time-clients`): the maximum travel time, and the
 * linked organisations with their departments' travel time and their link status (linked with
 * the linked count, or blocked), each opening its organisation screen; the empty state when none.
 */
export function TravelTimeClientsScreen() {
  return (
    <Page title={messages.title}>
      <QueryBoundary>
        <TravelTimeClients />
      </QueryBoundary>
    </Page>
  );
}
