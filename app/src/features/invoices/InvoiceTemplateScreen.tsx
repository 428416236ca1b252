import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { InvoiceTemplate } from '@pidz/contracts';
import { Button, FormPanel, type FormItem } from '@pidz/ui';
import { Page } from '../../lib/Page';
import { QueryBoundary } from '../../lib/QueryBoundary';
import { ScreenForm } from '../../lib/ScreenForm';
import { showToast } from '../../lib/toasts';
import { profileQuery } from '../../entities/profile';
import { useDownloadTemplatePreview, useUpdateInvoiceTemplate } from './api';
import { invoicePaths } from './invoicePaths';
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

function TemplateForm() {
  const { data: profile } = useSuspenseQuery(profileQuery);
  // Agency workers (who have no invoices and no layout) never come here (NotForAgencyWorkers).
  const current = 'invoice_template' in profile ? profile.invoice_template : 'standard';
  const update = useUpdateInvoiceTemplate();
  const preview = useDownloadTemplatePreview();
  return (
    <FormPanel
      footer={
        <Button
          variant="secondary"
          isDisabled={preview.isPending}
          onPress={() => preview.mutate({})}
        >
          {messages.preview}
        </Button>
      }
    >
      <p>{messages.intro}</p>
      <ScreenForm<TemplateValues>
        key={current}
        draftKey="invoice-template"
        aria-label={messages.title}
        items={items}
        defaultValues={{ template: current }}
        onSubmit={async (values) => {
          const template = asTemplate(values.template);
          if (!template) return;
          await update.mutateAsync({ template });
          showToast({ type: 'success', title: messages.saved });
        }}
      />
      <p>{messages.previewHelp}</p>
    </FormPanel>
  );
}

/**
 * `/invoices/template`: the layout of the invoices the portal makes for the freelancer ('standaard'
 * or 'gespecificeerd', `updateInvoiceTemplate`), and a sample invoice in the saved layout as a PDF
 * (`getInvoiceTemplatePreview`).
 */
export function InvoiceTemplateScreen() {
  return (
    <Page title={messages.title}>
      <Link href={`~${invoicePaths.list}`}>{freelancerInvoiceMessages.backToList}</Link>
      <QueryBoundary>
        <TemplateForm />
      </QueryBoundary>
    </Page>
  );
}
