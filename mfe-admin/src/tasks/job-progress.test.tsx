import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { JobRun } from 'shared-domain';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import { JobProgress } from './job-progress.tsx';
import { jobRun } from './testing-jobs.ts';

const id = '3f1c2a54-8a8e-4c35-9b59-1a2b3c4d5e6f';
let answers: JobRun[] = [];
let requests = 0;
const server = setupTestServer(
  http.get('/api/new/admin/jobs/:id', ({ params }) => {
    requests += 1;
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    return params.id === id && answer
      ? HttpResponse.json(answer)
      : HttpResponse.json({ type: 'not_found', code: 'not_found', message: 'No.' }, { status: 404 });
  }),
);

beforeEach(() => {
  requests = 0;
});

describe('JobProgress', () => {
  it('polls every second until the job is done, then tells the caller once', async () => {
    answers = [
      jobRun({ status: 'queued', done: 0, total: null }),
      jobRun({ status: 'running', done: 50, total: 100 }),
      jobRun({ status: 'done', done: 100, total: 100, result: { changed: 100 } }),
    ];
    const onDone = jest.fn();
    renderWithProviders(<JobProgress jobId={id} onDone={onDone} />, { messages: csCZ });
    expect(await screen.findByText('catalogue.import-prices: Čeká ve frontě')).toBeInTheDocument();
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'catalogue.import-prices' },
      { timeout: 3000 },
    );
    expect(await screen.findByText('50 z 100', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('changed: 100', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'done' }));
    const finishedAfter = requests;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(requests).toBe(finishedAfter);
  }, 10_000);

  it('shows why a job failed', async () => {
    answers = [jobRun({ status: 'failed', done: 3, total: 10, error: 'Chybí sloupec price.' })];
    const onDone = jest.fn();
    renderWithProviders(<JobProgress jobId={id} onDone={onDone} />, { messages: csCZ });
    expect(await screen.findByRole('alert')).toHaveTextContent('Úloha selhalaChybí sloupec price.');
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: 'failed' }));
  });

  it('offers to try again when the job cannot be read', async () => {
    server.use(
      http.get('/api/new/admin/jobs/:id', () =>
        HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 }),
      ),
    );
    renderWithProviders(<JobProgress jobId={id} />, { messages: csCZ });
    expect(await screen.findByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});
