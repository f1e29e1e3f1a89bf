import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { SubmissionDetail } from 'shared-domain';
import { setupTestServer, staff } from 'shared-ui/testing.ts';
import { renderAdmin } from '../masters/testing/render-admin.tsx';

const application: SubmissionDetail = {
  id: 7,
  kind: 'job_application',
  name: 'Eva Dvořáková',
  email: 'eva@example.com',
  createdAt: '2026-11-20T09:30:00.000Z',
  handledAt: null,
  handledBy: null,
  fields: { phone: '+420603123456', position: 'Technik servisu' },
  cv: { filename: 'Eva CV.pdf', mime: 'application/pdf', size: 20_480 },
  cvDeleteAfter: '2027-05-19T09:30:00.000Z',
};

const queries: string[] = [];
let handled = false;
setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/admin/forms/submissions', ({ request }) => {
    queries.push(new URL(request.url).search);
    return HttpResponse.json({
      items: [
        {
          id: 7,
          kind: 'job_application',
          name: 'Eva Dvořáková',
          email: 'eva@example.com',
          createdAt: application.createdAt,
          handledAt: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
  }),
  http.get('/api/new/admin/forms/submissions/7', () =>
    HttpResponse.json(
      handled
        ? { ...application, handledAt: '2026-11-21T10:00:00.000Z', handledBy: 'admin@example.cz' }
        : application,
    ),
  ),
  http.post('/api/new/admin/forms/submissions/7/handled', () => {
    handled = true;
    return HttpResponse.json({
      ...application,
      handledAt: '2026-11-21T10:00:00.000Z',
      handledBy: 'admin@example.cz',
    });
  }),
  http.get('/api/new/admin/forms/subscribers', () =>
    HttpResponse.json({
      items: [
        {
          id: 1,
          email: 'odber@example.com',
          status: 'pending',
          consentText: 'Souhlasím…',
          consentAt: '2026-11-20T09:30:00.000Z',
          consentIp: '192.0.2.10',
          confirmedAt: null,
          unsubscribedAt: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    }),
  ),
);

describe('the forms inbox', () => {
  it('lists the open submissions and filters them by form', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/schranka');
    expect(await screen.findByRole('heading', { level: 1, name: 'Schránka formulářů' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Zprávy z\u00a0formulářů' });
    expect(
      await within(table).findByRole('link', { name: 'Eva Dvořáková <eva@example.com>' }),
    ).toHaveAttribute('href', '/admin/schranka/7');
    expect(within(table).getByText(/^Žádost o.zaměstnání$/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Formulář' }), 'job_application');
    expect(screen.getByLabelText('adresa')).toHaveTextContent('kind=job_application');
    expect(queries.at(-1)).toContain('kind=job_application');
  });

  it('shows a job application with its CV link and marks it handled', async () => {
    const user = userEvent.setup();
    handled = false;
    renderAdmin('/admin/schranka/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Žádost o\u00a0zaměstnání č.\u00a07' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Technik servisu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stáhnout životopis' })).toHaveAttribute(
      'href',
      '/api/new/admin/forms/submissions/7/cv',
    );
    await user.click(screen.getByRole('button', { name: 'Označit jako vyřízené' }));
    expect(await screen.findByText(/Vyřídil\(a\) admin@example\.cz/)).toBeInTheDocument();
  });

  it('lists the newsletter subscribers with their status and consent', async () => {
    renderAdmin('/admin/odberatele');
    const table = await screen.findByRole('table', { name: 'Odběratelé novinek' });
    expect(await within(table).findByText('odber@example.com')).toBeInTheDocument();
    expect(within(table).getByText('Čeká na potvrzení')).toBeInTheDocument();
    expect(within(table).getByText('192.0.2.10')).toBeInTheDocument();
  });
});
