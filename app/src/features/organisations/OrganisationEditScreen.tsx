import styled from 'styled-components';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import type { LinkedDepartment, LinkedOrganisation } from '@pidz/contracts';
import { Card, Heading, actionRowStyles, rowListStyles } from '@pidz/ui';
import { paths } from '../../paths';
import { formatEuro } from '../../lib/words/amounts';
import { ConfirmButton } from '../../lib/screen/ConfirmButton';
import { useCurrentUser } from '../../entities/currentUser';
import {
  linkedDepartmentsQuery,
  linkedOrganisationsQuery,
  useUpdateLinkedDepartment,
  useUpdateOrganisationBlocked,
} from '../../entities/linkedOrganisations';
import { Page } from '../../lib/screen/Page';
import { QueryBoundary } from '../../lib/screen/QueryBoundary';
import { isAgencyWorker } from '../../lib/platform/session';
import { showToast } from '../../lib/platform/toasts';
import { organisationsMessages as messages } from './messages';

/** Where an unknown organisation id returns: the list of linked organisations. */
const ORGANISATIONS_LIST = paths.travelTime.clients();

const Text = styled.p`
  margin: 0;
  color: var(--pidz-color-grey-600);
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--pidz-space-sm) var(--pidz-space-md);
`;

const Summary = styled.div`
  display: grid;
  gap: var(--pidz-space-xs);
  min-width: 0;
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

const List = styled.ul`
  ${rowListStyles}
`;

const Row = styled.li`
  ${actionRowStyles}
`;

const Facts = styled.dl`
  display: grid;
  /* The terms wrap rather than push the department's card out of its organisation's on a phone;
     a value keeps its words whole ('Standaardtarief', not 'Standaardtarie-f'). */
  grid-template-columns: fit-content(50%) minmax(min-content, 1fr);
  gap: var(--pidz-space-xs) var(--pidz-space-md);
  margin: 0;

  dt {
    color: var(--pidz-color-grey-600);
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

function StatusWord({ status }: { status: LinkedDepartment['status'] }) {
  return (
    <Status data-status={status}>{status === 'linked' ? messages.linked : messages.blocked}</Status>
  );
}

/** Block or unblock the whole organisation, after a question. */
function OrganisationBlockButton({ organisation }: { organisation: LinkedOrganisation }) {
  const update = useUpdateOrganisationBlocked();
  const isLinked = organisation.status === 'linked';
  const name = organisation.organisation_name;
  return (
    <ConfirmButton
      label={isLinked ? messages.blockOrganisation : messages.unblockOrganisation}
      title={isLinked ? messages.blockOrganisation : messages.unblockOrganisation}
      question={
        isLinked
          ? messages.blockOrganisationQuestion(name)
          : messages.unblockOrganisationQuestion(name)
      }
      isPending={update.isPending}
      onConfirm={(close) =>
        update.mutate(
          { organisationId: organisation.organisation_id, blocked: isLinked },
          {
            onSuccess: () => {
              showToast({
                type: 'success',
                title: isLinked ? messages.organisationBlocked : messages.organisationLinked,
              });
              close();
            },
          },
        )
      }
    />
  );
}

/** A department's deviating rates, or 'Standaardtarief' where none is set. */
function RateFacts({ department }: { department: LinkedDepartment }) {
  return (
    <>
      <dt>{messages.rate}</dt>
      <dd>{department.rate === null ? messages.standardRate : formatEuro(department.rate)}</dd>
      <dt>{messages.periodicalRate}</dt>
      <dd>
        {department.periodical_rate === null
          ? messages.standardRate
          : formatEuro(department.periodical_rate)}
      </dd>
    </>
  );
}

/**
 * One department: its status, deviating rates (not for an agency worker, who has no rates: spec
 * section 6) and travel time, and block or unblock.
 */
function DepartmentRow({
  department,
  showsRates,
}: {
  department: LinkedDepartment;
  showsRates: boolean;
}) {
  const update = useUpdateLinkedDepartment();
  const isLinked = department.status === 'linked';
  const name = department.department_name;
  return (
    <Row>
      <Summary>
        <Heading level={3} size="md" variant="black">
          {name}
        </Heading>
        <Text>{department.city}</Text>
        <Facts>
          <dt>{messages.status}</dt>
          <dd>
            <StatusWord status={department.status} />
          </dd>
          {showsRates && <RateFacts department={department} />}
          <dt>{messages.travelTime}</dt>
          <dd>
            {department.travel_time === null
              ? messages.unknownTravelTime
              : messages.minutes(department.travel_time)}
          </dd>
        </Facts>
      </Summary>
      <ConfirmButton
        label={isLinked ? messages.block : messages.unblock}
        ariaLabel={
          isLinked ? messages.blockDepartmentLabel(name) : messages.unblockDepartmentLabel(name)
        }
        title={isLinked ? messages.blockDepartment : messages.unblockDepartment}
        question={
          isLinked
            ? messages.blockDepartmentQuestion(name)
            : messages.unblockDepartmentQuestion(name)
        }
        isPending={update.isPending}
        isCompact
        onConfirm={(close) =>
          update.mutate(
            {
              linkedDepartmentModel: {
                department_id: department.department_id,
                status: isLinked ? 'blocked' : 'linked',
              },
            },
            {
              onSuccess: () => {
                showToast({
                  type: 'success',
                  title: isLinked ? messages.departmentBlocked : messages.departmentLinked,
                });
                close();
              },
            },
          )
        }
      />
    </Row>
  );
}

function Departments({ organisationId }: { organisationId: number }) {
  const { data: departments } = useSuspenseQuery(linkedDepartmentsQuery(organisationId));
  const showsRates = !isAgencyWorker(useCurrentUser());
  return (
    <List>
      {departments.map((department) => (
        <DepartmentRow
          key={department.department_id}
          department={department}
          showsRates={showsRates}
        />
      ))}
    </List>
  );
}

function OrganisationEdit({ id }: { id: string }) {
  const { data: organisations } = useSuspenseQuery(linkedOrganisationsQuery);
  const organisation = organisations.find((candidate) => String(candidate.organisation_id) === id);
  if (!organisation) return <Redirect to={ORGANISATIONS_LIST} replace />;
  return (
    <>
      <Card as="section" aria-labelledby="organisation-name">
        <Header>
          <Summary>
            <Heading level={2} id="organisation-name">
              {organisation.organisation_name}
            </Heading>
            <Text>{organisation.city}</Text>
            <p>
              <StatusWord status={organisation.status} />
              {' · '}
              {messages.linkedCount(
                organisation.linked_departments_count,
                organisation.departments_count,
              )}
            </p>
          </Summary>
          <OrganisationBlockButton organisation={organisation} />
        </Header>
      </Card>
      <Card as="section" aria-labelledby="organisation-departments">
        <Heading level={2} id="organisation-departments">
          {messages.departmentsTitle}
        </Heading>
        <Departments organisationId={organisation.organisation_id} />
      </Card>
    </>
  );
}

/**
 * One linked organisation (`/settings/organisation/edit/:id`): its status and linked count, its
 * departments with their status, deviating rates (not for agency workers) and travel time, and block or unblock for one
 * department or the whole organisation, each after a question (spec section 4: the departments
 * follow the organisation, the organisation's status and count follow its departments). An
 * unknown id returns to the list.
 */
export function OrganisationEditScreen({ id }: { id: string }) {
  return (
    <Page title={messages.editTitle}>
      <QueryBoundary>
        <OrganisationEdit id={id} />
      </QueryBoundary>
    </Page>
  );
}
