import { REPORT_NOTE_MAX_LENGTH, SAFETY_MESSAGES } from '@petcora/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { callsTo, deferred, mockApi, type Route } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { NOTE_TOO_LONG, ReportDialog } from './report-dialog';

const POST_ID = '11111111-1111-4111-8111-111111111111';

function OpenDialog() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ReportDialog
        target={{ type: 'post', id: POST_ID }}
        subject="post"
        open={open}
        onOpenChange={setOpen}
      />
      {!open && <p>closed</p>}
    </>
  );
}

function renderDialog(answer: Route) {
  const fetchMock = mockApi({ 'POST /api/reports': answer });
  renderWithProviders(<OpenDialog />);
  return fetchMock;
}

const bodyOf = (fetchMock: jest.Mock) =>
  JSON.parse(String(callsTo(fetchMock, 'POST', '/api/reports')[0].init?.body)) as Record<string, unknown>;

describe('ReportDialog', () => {
  it('offers the five reasons and keeps Report disabled until one is chosen', () => {
    const fetchMock = renderDialog({ id: 'r1', message: SAFETY_MESSAGES.reportThanks });
    expect(screen.getByRole('dialog', { name: 'Report post' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Why are you reporting this?' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Spam',
      'Harassment or bullying',
      'Animal cruelty or neglect',
      'Misleading or unsafe pet-care advice',
      'Something else',
    ]);
    const report = screen.getByRole('button', { name: 'Report' });
    expect(report).toBeDisabled();
    fireEvent.submit(report.closest('form')!);
    expect(callsTo(fetchMock, 'POST', '/api/reports')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    expect(report).toBeEnabled();
  });

  it('counts the note live out of 1000 and refuses a longer one', () => {
    renderDialog({ id: 'r1', message: SAFETY_MESSAGES.reportThanks });
    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    const note = screen.getByRole('textbox', { name: 'Add a note (optional)' });
    expect(screen.getByText(`0/${REPORT_NOTE_MAX_LENGTH}`)).toBeInTheDocument();
    fireEvent.change(note, { target: { value: 'Selling puppies' } });
    expect(screen.getByText(`15/${REPORT_NOTE_MAX_LENGTH}`)).toBeInTheDocument();
    fireEvent.change(note, { target: { value: 'x'.repeat(REPORT_NOTE_MAX_LENGTH + 1) } });
    expect(screen.getByText(NOTE_TOO_LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toBeDisabled();
    fireEvent.change(note, { target: { value: 'x'.repeat(REPORT_NOTE_MAX_LENGTH) } });
    expect(screen.getByRole('button', { name: 'Report' })).toBeEnabled();
  });

  it("sends the target, reason and note, shows 'Sending…', then the thanks (201)", async () => {
    const answer = deferred<Response>();
    const fetchMock = renderDialog(() => answer.promise);
    fireEvent.click(screen.getByRole('radio', { name: 'Harassment or bullying' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Add a note (optional)' }), {
      target: { value: '  Keeps insulting me  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(bodyOf(fetchMock)).toEqual({
      targetType: 'post',
      targetId: POST_ID,
      reason: 'harassment',
      note: 'Keeps insulting me',
    });
    answer.resolve(Response.json({ id: 'r1', message: SAFETY_MESSAGES.reportThanks }, { status: 201 }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for letting us know');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });

  it('leaves an empty note out of the request', async () => {
    const fetchMock = renderDialog(() =>
      Response.json({ id: 'r1', message: SAFETY_MESSAGES.reportThanks }, { status: 201 }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Add a note (optional)' }), {
      target: { value: '   ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByText(SAFETY_MESSAGES.reportThanks);
    expect(bodyOf(fetchMock)).toEqual({ targetType: 'post', targetId: POST_ID, reason: 'spam' });
  });

  it("shows the server's message when the target is already reported (409)", async () => {
    renderDialog(() => Response.json({ message: SAFETY_MESSAGES.alreadyReported }, { status: 409 }));
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reported this');
    expect(screen.queryByText(SAFETY_MESSAGES.reportThanks)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report' })).toBeEnabled());
  });

  it("shows the server's message on any other failure", async () => {
    renderDialog(() => Response.json({ message: 'Too many reports, try again later' }, { status: 429 }));
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many reports, try again later');
  });

  it('closes on Cancel without sending anything', async () => {
    const fetchMock = renderDialog({ id: 'r1', message: SAFETY_MESSAGES.reportThanks });
    fireEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/reports')).toHaveLength(0);
  });
});
