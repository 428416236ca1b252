import type { CocOrganisation } from '@pidz/contracts';
import styled from 'styled-components';
import { Button, Card, TextField, type CustomFieldRenderProps } from '@pidz/ui';
import { useCocLookup } from './api';
import { countryName } from './countries';
import { profileFormMessages } from './messages';
import { isCocNumber } from './profileRules';

const texts = profileFormMessages.company;

const Group = styled.div`
  display: grid;
  gap: var(--pidz-space-sm);
  justify-items: start;
`;

const Found = styled(Card)`
  justify-items: start;
  gap: var(--pidz-space-xs);
  border: 1px solid var(--pidz-color-grey-200);
  padding: var(--pidz-space-md);
`;

const Lines = styled.p`
  margin: 0;
`;

export interface CocNumberFieldProps extends CustomFieldRenderProps<string> {
  /** The company the user took over from the KvK, if any. */
  takenOver: CocOrganisation | null;
  /** Called with the company found at the KvK when the user takes it over. */
  onTakeOver: (company: CocOrganisation) => void;
}

/**
 * The KvK number with its lookup: once the number is valid (8 to 11 digits) 'Opzoeken bij de KVK'
 * asks `coc:getCoCOrganisationByNumber` (801 shows its toast) and shows the company found, with a
 * button that fills in the company name and keeps its address for the save.
 */
export function CocNumberField({ takenOver, onTakeOver, ...field }: CocNumberFieldProps) {
  const lookup = useCocLookup();
  const found = lookup.data && lookup.variables?.cocNumber === field.value ? lookup.data : null;
  return (
    <Group>
      <TextField {...field} inputMode="numeric" />
      {isCocNumber(field.value) && !field.isDisabled && (
        <Button
          variant="secondary"
          isCompact
          isDisabled={lookup.isPending}
          onPress={() => lookup.mutate({ cocNumber: field.value })}
        >
          {texts.lookUp}
        </Button>
      )}
      {found && (
        <Found as="section" aria-label={texts.lookUpTitle}>
          <strong>{found.name}</strong>
          <Lines>
            {found.street} {found.house_number}, {found.zip_code} {found.city},{' '}
            {countryName(found.country)}
            {found.po_box && `, ${found.po_box}`}
          </Lines>
          {takenOver === found ? (
            <Lines role="status">{texts.takenOver}</Lines>
          ) : (
            <Button variant="secondary" isCompact onPress={() => onTakeOver(found)}>
              {texts.takeOver}
            </Button>
          )}
        </Found>
      )}
    </Group>
  );
}
