import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { InvoiceTemplate } from '@pidz/contracts';
import { Button, type FormItem } from '@pidz/ui';
import { oneRecordForm, RecordFormScreen } from '../../lib/forms/RecordFormScreen';
import { showToast } from '../../lib/platform/toasts';
import { profileQuery } from '../../entities/profile';
import { useDownloadTemplatePreview, useUpdateInvoiceTemplate } from './api';
import { invoicePaths } from '../../pathsBelow';
import { freelancerInvoiceMessages, templateMessages as messages } from './messages';

interface TemplateValues {
  template: string | null;
}

const templates: readonly InvoiceTemplate[] = ['standard', 'specified'];

const items: readonly FormItem<TemplateValues>[] = [
  {
    kind: 'radiogroup',
    name: 'template',
    label: messages.layout,
    options: templates.map((template) => ({ value: template, label: messages[template] })),
  },
];

/** The chosen template, or undefined for a value that is none. */
function asTemplate(value: string | null): InvoiceTemplate | undefined {
  return templates.find((template) => template === value);
}

/** A sample invoice in the saved layout, as a PDF. */
function PreviewButton() {
  const preview = useDownloadTemplatePreview();
  return (
    <Button variant="secondary" isDisabled={preview.isPending} onPress={() => preview.mutate({})}>
      {messages.preview}
    </Button>
  );
}

/**
 * The layout as one record (agency workers, who have no invoices and no layout, never come here:
 * NotForAgencyWorkers): saved with a toast, the page stays; a layout saved elsewhere shows while
 * the form has no change of the user's (RecordFormScreen).
 */
const templateForm = oneRecordForm({
  titles: { edit: messages.title },
  useData: () => useSuspenseQuery(profileQuery).data,
  find: (profile): InvoiceTemplate =>
    'invoice_template' in profile ? profile.invoice_template : 'standard',
  draftKey: () => 'invoice-template',
  toValues: (current): TemplateValues => ({ template: current }),
  useForm: () => {
    const update = useUpdateInvoiceTemplate();
    return {
      items,
      save: async (values) => {
        const template = asTemplate(values.template);
        if (template) await update.mutateAsync({ template });
        return template;
      },
    };
  },
  onSaved: (template) => {
    if (template) showToast({ type: 'success', title: messages.saved });
  },
  afterSave: () => null,
  canCancel: false,
});

/**
 * `/invoices/template`: the layout of the invoices the portal makes for the freelancer ('standaard'
 * or 'gespecificeerd', `updateInvoiceTemplate`), and a sample invoice in the saved layout as a PDF
 * (`getInvoiceTemplatePreview`).
 */
export function InvoiceTemplateScreen() {
  return (
    <RecordFormScreen
      form={templateForm}
      returnTo={`~${invoicePaths.list()}`}
      header={<Link href={`~${invoicePaths.list()}`}>{freelancerInvoiceMessages.backToList}</Link>}
      above={() => <p>{messages.intro}</p>}
      below={() => <p>{messages.previewHelp}</p>}
      footer={() => <PreviewButton />}
    />
  );
}
