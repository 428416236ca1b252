/** A Contract page: every method of one service of pidz.openrpc.json, as the contract says. */
import openRpc from '@pidz/contracts/pidz.openrpc.json';
import { MethodSection, PREFIX, type ContractMethod } from './MethodSection.tsx';
import { Page } from './parts.tsx';

const methods = openRpc.methods as unknown as ContractMethod[];

/** The service of a method (`calendar` of `pidz.services.api.calendar:getAvailability`). */
const serviceOf = (method: { name: string }) =>
  method.name.slice(PREFIX.length).split(':')[0] ?? '';

export function ContractService({ service }: { service: string }) {
  const own = methods.filter((method) => serviceOf(method) === service);
  return (
    <Page>
      <h1>
        Contract: <code>{`${PREFIX}${service}`}</code>
      </h1>
      <p>
        {own.length} {own.length === 1 ? 'method' : 'methods'} of{' '}
        <code>contracts/pidz.openrpc.json</code> (version {openRpc.info.version}).
        &apos;Probeer&apos; sends the first example to the mocked back end.
      </p>
      {own.map((method) => (
        <MethodSection key={method.name} method={method} />
      ))}
    </Page>
  );
}
