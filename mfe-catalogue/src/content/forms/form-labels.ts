import type { ContentFormKind } from 'shared-domain/contracts/content-components.ts';
import type { MessageId } from '../../messages/message-ids.ts';
import type { FieldName } from './form-fields.ts';

/** Each form's title and what it is for: a new form without its words fails tsc. */
export const formWords: Record<ContentFormKind, { title: MessageId; lead: MessageId }> = {
  contact: { title: 'forms.contact.title', lead: 'forms.contact.lead' },
  feedback: { title: 'forms.feedback.title', lead: 'forms.feedback.lead' },
  offer_request: { title: 'forms.offer_request.title', lead: 'forms.offer_request.lead' },
  job_application: { title: 'forms.job_application.title', lead: 'forms.job_application.lead' },
  newsletter: { title: 'forms.newsletter.title', lead: 'forms.newsletter.lead' },
};

/** Each field's label, whichever form it is in. */
export const fieldLabel: Record<FieldName, MessageId> = {
  name: 'forms.field.name',
  email: 'forms.field.email',
  phone: 'forms.field.phone',
  subject: 'forms.field.subject',
  message: 'forms.field.message',
  rating: 'forms.field.rating',
  product: 'forms.field.product',
  position: 'forms.field.position',
};

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** The page a newsletter link opens: its title, while working, once done and the line under it. */
export const newsletterLinkWords: Record<
  NewsletterLinkAction,
  { title: MessageId; working: MessageId; done: MessageId; text: MessageId }
> = {
  confirm: {
    title: 'forms.newsletter.confirm.title',
    working: 'forms.newsletter.confirm.working',
    done: 'forms.newsletter.confirm.done',
    text: 'forms.newsletter.confirm.text',
  },
  unsubscribe: {
    title: 'forms.newsletter.unsubscribe.title',
    working: 'forms.newsletter.unsubscribe.working',
    done: 'forms.newsletter.unsubscribe.done',
    text: 'forms.newsletter.unsubscribe.text',
  },
};
