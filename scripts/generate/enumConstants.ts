/**
 * The constants `npm run generate` (scripts/generate.ts) writes beside an enum's type: its members
 * by name (`x-enum-varnames`), or the values a schema names (`x-named-values`).
 */
import { isObject, sameJson, type Json, type JsonObject } from './contract.ts';

/** The annotation that names the members of a numeric enum, e.g. `["SHIFT", "UNAVAILABLE"]`. */
const enumNamesKeyword = 'x-enum-varnames';
/**
 * The annotation that names some values of a schema whose set is open or whose members have no
 * names of their own, e.g. `{ "OTHER": 42 }` on a lookup id, or `{ "PAYABLE": [1, 2, 3, 7, 10] }`
 * (a list of enum values) on an enum.
 */
const namedValuesKeyword = 'x-named-values';

const constantName = /^[A-Z][A-Z0-9_]*$/;

function jsDoc(schema: JsonObject, name: string): string {
  const description = typeof schema.description === 'string' ? schema.description : name;
  return `/** ${description.replaceAll('*/', '*\\/')} */`;
}

/**
 * For an enum schema with `x-enum-varnames`, a constant of the same name as its type, so that code
 * writes `CalendarItemType.UNAVAILABLE` instead of `3`:
 * `export const CalendarItemType = { SHIFT: 2, UNAVAILABLE: 3 } as const satisfies Record<string, CalendarItemType>;`
 * For a schema with `x-named-values`, the same for the values it names: a lookup id stays a
 * `number` (`EducationSubjectId.OTHER`), a list of enum values is a `readonly` array of the type
 * (`InvoiceStatus.PAYABLE`).
 */
export function enumConstant(name: string, schema: JsonObject, documentPath: string): string {
  const names = schema[enumNamesKeyword];
  const namedValues = schema[namedValuesKeyword];
  if (names === undefined && namedValues === undefined) return '';
  if (names !== undefined && namedValues !== undefined) {
    throw new Error(
      `${documentPath}: ${name} has both ${enumNamesKeyword} and ${namedValuesKeyword}`,
    );
  }
  const values = schema.enum;
  if (names !== undefined) {
    if (
      !Array.isArray(names) ||
      !Array.isArray(values) ||
      names.length !== values.length ||
      !names.every((member) => typeof member === 'string' && constantName.test(member))
    ) {
      throw new Error(
        `${documentPath}: ${name}.${enumNamesKeyword} must name every enum value in UPPER_CASE`,
      );
    }
    const members = names.map(
      (member, index) => `${String(member)}: ${JSON.stringify(values[index])},`,
    );
    return `\n${jsDoc(schema, name)}\nexport const ${name} = {\n${members.join('\n')}\n} as const satisfies Record<string, ${name}>;`;
  }
  const fits = (value: Json): boolean =>
    Array.isArray(values)
      ? values.some((member) => sameJson(member, value))
      : schema.type === 'integer' && typeof value === 'number' && Number.isInteger(value);
  if (
    !isObject(namedValues) ||
    !Object.entries(namedValues).every(
      ([member, value]) =>
        constantName.test(member) &&
        (Array.isArray(value) ? Array.isArray(values) && value.every(fits) : fits(value)),
    )
  ) {
    throw new Error(
      `${documentPath}: ${name}.${namedValuesKeyword} must map UPPER_CASE names to values of ${name} (or, on an enum, to lists of them)`,
    );
  }
  const members = Object.entries(namedValues).map(([member, value]) =>
    Array.isArray(value)
      ? `${member}: ${JSON.stringify(value)} as readonly ${name}[],`
      : `${member}: ${JSON.stringify(value)},`,
  );
  const valueType = Object.values(namedValues).some(Array.isArray)
    ? `${name} | readonly ${name}[]`
    : name;
  return `\n${jsDoc(schema, name)}\nexport const ${name} = {\n${members.join('\n')}\n} as const satisfies Record<string, ${valueType}>;`;
}
